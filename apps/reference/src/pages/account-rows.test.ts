// /account shows words, not wire values: every plan, subscription status and plan feature the
// wire can send has a word in English and Spanish, and the rows use them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PLAN_FEATURES, type components } from '@cadenza/sdk';
import { accountRows, featureWord } from './account-rows';

const LOCALES = fileURLToPath(new URL('../../public/locales/', import.meta.url));
const account = (language: string) =>
  (JSON.parse(readFileSync(`${LOCALES}${language}/pages.json`, 'utf8')) as { account: object })
    .account;

/** i18next's t over one language's 'pages' file (key paths only; none of these take values). */
const translator = (language: string) => {
  const tree = { account: account(language) } as Record<string, unknown>;
  return (key: string): string => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
    return typeof value === 'string' ? value : key;
  };
};

const PLANS = ['free', 'pro', 'premier'] as const;
const STATUSES = ['active', 'past_due', 'canceled', 'none'] as const;

const session = (
  plan: (typeof PLANS)[number],
  status: (typeof STATUSES)[number],
): components['schemas']['Session'] =>
  ({
    plan,
    subscription: { status },
    credits: { credits_left: 2500 },
    plan_features: [],
  }) as unknown as components['schemas']['Session'];

describe('/account reads as words in every language', () => {
  it.each(['en', 'es'])('%s: every plan and status is a word, not its wire value', (language) => {
    const t = translator(language);
    for (const plan of PLANS)
      for (const status of STATUSES) {
        const [planRow, statusRow] = accountRows(t, language, session(plan, status));
        expect(planRow?.[1]).not.toMatch(/^account\./);
        expect(statusRow?.[1]).not.toMatch(/^account\./);
        expect(statusRow?.[1]).not.toBe(status);
      }
  });

  it.each(['en', 'es'])('%s: every plan feature has a word', (language) => {
    const t = translator(language);
    for (const feature of PLAN_FEATURES) expect(featureWord(t, feature)).not.toMatch(/^account\./);
  });

  it("shows 'Pro' and 'Active' (es 'Activa'), and the credits in the language's number format", () => {
    expect(accountRows(translator('en'), 'en', session('pro', 'active'))).toEqual([
      ['Plan', 'Pro'],
      ['Subscription status', 'Active'],
      ['Credits left', '2,500'],
      ['Monthly credits', expect.stringMatching(/^\d{1,3}(,\d{3})*$/)],
    ]);
    const spanish = accountRows(translator('es'), 'es', session('pro', 'past_due'));
    expect(spanish[1]).toEqual(['Estado de la suscripción', 'Pago vencido']);
    expect(spanish[2]).toEqual(['Créditos restantes', '2500']);
  });
});
