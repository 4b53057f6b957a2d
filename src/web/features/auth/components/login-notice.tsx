import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TShownText } from '../../../../shared/contracts/portal-texts.ts';
import { api } from '../../../lib/http.ts';
import { useLocale } from '../../../lib/locale.tsx';
import { RenderedHtml } from '../../../ui/rendered-html.tsx';

/** The sign-in page's notice (a static text staff write), when on, in the page's language. */
export function LoginNotice() {
  const { locale } = useLocale();
  const query = useQuery({
    queryKey: ['portal-texts', 'login', locale],
    queryFn: ({ signal }) =>
      api.get<{ loginNotice: TShownText | null }>('/mapi/texts/login', { locale }, { signal, silent: true }),
  });
  const notice = query.data?.loginNotice;
  if (!notice) return null;
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} data-testid="login-notice">
      <RenderedHtml html={notice.html} testId="login-notice-text" />
    </Alert>
  );
}
