// /account's rows as words (no raw wire value on screen): the plan, the subscription status and
// the plan features through the 'pages' locale files, numbers in the language's format. Pure: the
// translate function and the language come in.
import { MONTHLY_CREDITS_BY_PLAN, type components } from '@cadenza/sdk';

type Session = components['schemas']['Session'];

type Translate = (key: string) => string;

export const planWord = (t: Translate, plan: Session['plan']): string => t(`account.plans.${plan}`);

export const statusWord = (t: Translate, status: Session['subscription']['status']): string =>
  t(`account.statuses.${status}`);

export const featureWord = (t: Translate, feature: string): string =>
  t(`account.planFeatures.${feature}`);

/** The account's [term, value] rows, every value a word or a number of the language. */
export function accountRows(
  t: Translate,
  language: string,
  data: Session,
): readonly (readonly [string, string])[] {
  const number = new Intl.NumberFormat(language);
  const monthly = data.plan === 'free' ? null : MONTHLY_CREDITS_BY_PLAN[data.plan];
  return [
    [t('account.plan'), planWord(t, data.plan)],
    [t('account.status'), statusWord(t, data.subscription.status)],
    [t('account.credits'), number.format(data.credits.credits_left)],
    [t('account.monthly'), monthly === null ? t('account.none') : number.format(monthly)],
  ];
}
