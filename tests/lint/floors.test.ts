import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The floors of src/web (eslint.config.js `floors/imports`), run through ESLint with the project's
 * own configuration on small sources placed (by name only) where they would live.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: path.join(root, filePath) });
  return result!.messages.filter((m) => m.ruleId === 'floors/imports').map((m) => m.message);
}

describe('the floors of src/web', () => {
  it('refuse an import from one feature into another, however it is written', async () => {
    expect(
      await problems('src/web/features/cases/widgets.ts', "import { x } from '../home/screens.ts';"),
    ).toEqual(['features/cases may import shared, lib, ui and features/cases only, not features/home']);
    expect(
      await problems(
        'src/web/features/cases/pages/case-list.tsx',
        "import { x } from '../../home/pages/page.tsx';",
      ),
    ).toHaveLength(1);
    expect(
      await problems(
        'src/web/features/cases/pages/a.ts',
        "export { x } from '../../tickets/ticket-messages.ts';",
      ),
    ).toHaveLength(1);
    expect(await problems('src/web/features/cases/a.ts', "export * from '../tickets/b.ts';")).toHaveLength(1);
    expect(
      await problems(
        'src/web/features/cases/a.ts',
        "export const p = () => import('../releases/pages/x.tsx');",
      ),
    ).toHaveLength(1);
  });

  it('refuse an import from ui or lib into a feature or app, and from lib into ui', async () => {
    expect(
      await problems('src/web/ui/a.tsx', "import { x } from '../features/cases/case-scope.ts';"),
    ).toEqual(['ui may import shared, lib, ui only, not features/cases']);
    expect(
      await problems('src/web/ui/form/a.tsx', "import { x } from '../../app/features.ts';"),
    ).toHaveLength(1);
    expect(
      await problems('src/web/lib/a.ts', "import { x } from '../features/home/screens.ts';"),
    ).toHaveLength(1);
    expect(await problems('src/web/lib/a.ts', "import { x } from '../app/navigation.ts';")).toHaveLength(1);
    expect(await problems('src/web/lib/a.ts', "import { x } from '../ui/state-page.tsx';")).toEqual([
      'lib may import shared, lib only, not ui',
    ]);
  });

  it('let a feature use shared, lib, ui and its own folder, and app compose every feature', async () => {
    const feature = [
      "import { a } from '../../../../shared/domain/help.ts';",
      "import { b } from '../../../lib/screens.ts';",
      "import { c } from '../../../ui/state-page.tsx';",
      "import { d } from '../screens.ts';",
      "import { e } from './case-list.tsx';",
      "import { f } from 'react';",
    ].join('\n');
    expect(await problems('src/web/features/cases/pages/a.tsx', feature)).toEqual([]);
    const app =
      "import { a } from '../features/cases/screens.ts';\nimport { b } from './shell/app-layout.tsx';";
    expect(await problems('src/web/app/a.ts', app)).toEqual([]);
  });
});
