import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema/index.ts';
import type { FastifyRequest } from 'fastify';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { accountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import {
  ZCart,
  ZCartItemParams,
  ZCartQuery,
  ZCartUnitRequest,
  ZCheckoutConfirmation,
  ZCheckoutRequest,
  ZRequestOptions,
  type TCartUnitRequest,
} from '../../../shared/contracts/repair-request.ts';
import { REPAIR_REQUEST_MIN_ROLE } from '../../../shared/domain/repairs.ts';
import { customerNumbersOf } from './customer-numbers.ts';
import { depotsOf } from './depots.ts';
import {
  addToCart,
  checkUnit,
  editCartItem,
  emptyCart,
  getCart,
  mayCreateRma,
  removeCartItem,
  requestAccount,
} from './repair-cart.ts';
import { checkout } from './repair-checkout.ts';

const sections = ({ account_id: _account, ...unit }: TCartUnitRequest) => unit;

/** A cart or checkout route's account: the User role on it, then the Create RMA rules (403 otherwise). */
async function cartAccount(ctx: TAppContext, req: FastifyRequest, accountId: string) {
  const scope = accountScope(req, accountId, REPAIR_REQUEST_MIN_ROLE);
  return { scope, account: await requestAccount(ctx, scope) };
}

/**
 * The repair request flow, its cart and checkout (issue 30 points 3-5): User role or above
 * (`REPAIR_REQUEST_MIN_ROLE`; Guests never), and every cart and checkout route only where the
 * Create RMA rules hold (spec section 6, `canCreateRma`: 403 `RmaCreationDenied`). The cart is the
 * user's own on the account, kept on the server (it survives a reload and a new login).
 */
export function registerRepairRequestRoutes(app: TApp, ctx: TAppContext): void {
  const tags = ['repairs'];

  app.get(
    '/repairs/request-options',
    {
      config: { access: 'account-user' },
      schema: {
        summary:
          'What the repair request flow offers: whether the account may create repairs (Create RMA rules), its customer numbers with their status, the depots of its region',
        tags,
        querystring: ZCartQuery,
        response: { 200: zEnvelope(ZRequestOptions) },
      },
    },
    async (req) => {
      accountScope(req, req.query.account_id, REPAIR_REQUEST_MIN_ROLE);
      const [account] = await ctx.database.db
        .select()
        .from(accounts)
        .where(eq(accounts.id, req.query.account_id));
      if (!account) throw new AppError('ServerValidation.403NoAccountAccess');
      return ok({
        canCreateRma: await mayCreateRma(ctx, account),
        customerNumbers: await customerNumbersOf(ctx, account),
        depots: await depotsOf(ctx, account.region),
      });
    },
  );

  app.get(
    '/repairs/cart',
    {
      config: { access: 'account-user' },
      schema: {
        summary:
          "The user's repair cart on the account: each unit with its card price (USD) and whether it goes as a standalone repair, and why",
        tags,
        querystring: ZCartQuery,
        response: { 200: zEnvelope(ZCart) },
      },
    },
    async (req) => {
      const { scope } = await cartAccount(ctx, req, req.query.account_id);
      return ok(await getCart(ctx, scope));
    },
  );

  app.post(
    '/repairs/cart',
    {
      config: { access: 'account-user' },
      schema: {
        summary:
          'Adds a unit (every section of the request flow) to the cart, checked as at checkout; answers the cart',
        tags,
        body: ZCartUnitRequest,
        response: { 200: zEnvelope(ZCart) },
      },
    },
    async (req) => {
      const { scope, account } = await cartAccount(ctx, req, req.body.account_id);
      await addToCart(ctx, scope, await checkUnit(ctx, scope, account, sections(req.body)));
      return ok(await getCart(ctx, scope));
    },
  );

  app.put(
    '/repairs/cart/:itemId',
    {
      config: { access: 'account-user' },
      schema: {
        summary: "Replaces a unit of the user's cart (every section, checked again); answers the cart",
        tags,
        params: ZCartItemParams,
        body: ZCartUnitRequest,
        response: { 200: zEnvelope(ZCart) },
      },
    },
    async (req) => {
      const { scope, account } = await cartAccount(ctx, req, req.body.account_id);
      const unit = await checkUnit(ctx, scope, account, sections(req.body));
      await editCartItem(ctx, scope, req.params.itemId, unit);
      return ok(await getCart(ctx, scope));
    },
  );

  app.delete(
    '/repairs/cart/:itemId',
    {
      config: { access: 'account-user' },
      schema: {
        summary: "Removes a unit from the user's cart; answers the cart",
        tags,
        params: ZCartItemParams,
        querystring: ZCartQuery,
        response: { 200: zEnvelope(ZCart) },
      },
    },
    async (req) => {
      const { scope } = await cartAccount(ctx, req, req.query.account_id);
      await removeCartItem(ctx, scope, req.params.itemId);
      return ok(await getCart(ctx, scope));
    },
  );

  app.delete(
    '/repairs/cart',
    {
      config: { access: 'account-user' },
      schema: {
        summary: "Empties the user's cart on the account; answers the empty cart",
        tags,
        querystring: ZCartQuery,
        response: { 200: zEnvelope(ZCart) },
      },
    },
    async (req) => {
      const { scope } = await cartAccount(ctx, req, req.query.account_id);
      await emptyCart(ctx, scope);
      return ok(await getCart(ctx, scope));
    },
  );

  app.post(
    '/repairs/cart/checkout',
    {
      config: { access: 'account-user' },
      schema: {
        summary:
          'Checks the cart out: terms agreed, every unit checked again and grouped into requests (one shipment each; a unit that differs goes standalone), the card charged once per idempotency key when the total is above 0, the requests and repairs written and the cart emptied in one transaction; the same key answers the same confirmation',
        tags,
        body: ZCheckoutRequest,
        response: { 200: zEnvelope(ZCheckoutConfirmation) },
      },
    },
    async (req) => {
      const { scope, account } = await cartAccount(ctx, req, req.body.account_id);
      return ok(await checkout(ctx, scope, account, req.body));
    },
  );
}
