/**
 * The dev toolbar: switch the demo user, and for that user set plan, credits, feature flags,
 * subscription status and support lock; toggle elevated usage, set the lifecycle speed and
 * inject generation faults, all through the mock server's dev controls (/api/dev/*). Every change
 * invalidates the store's caches, so the session, credits and gates update at once.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_KEYS, toApiError } from '@cadenza/sdk';
import { FeatureFlagSchema, SubscriptionStatusSchema } from '@cadenza/sdk/contract';
import type { MutationOperationId, OperationArgs } from '@cadenza/sdk/store';
import { useCadenzaQuery, useCadenzaStore } from '@cadenza/sdk/react';
import { useDemoSession } from '../session/DemoSession';
import { DEMO_HANDLES, isDemoHandle } from '../session/demo-users';
import { FAULT_PRESET_KEYS, faultRequest, type FaultPresetKey } from './fault-presets';
import * as styles from './toolbar.css';

function Field({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      {children}
    </label>
  );
}

function NativeSelect({
  label,
  value,
  options,
  onChange,
  labelOf = (option) => option,
}: {
  readonly label: string;
  readonly value: string;
  readonly options: readonly string[];
  readonly onChange: (value: string) => void;
  readonly labelOf?: (option: string) => string;
}) {
  return (
    <Field label={label}>
      <select
        className={styles.control}
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function DevToolbar() {
  const { t } = useTranslation('toolbar');
  const store = useCadenzaStore();
  const { handle, switchUser } = useDemoSession();
  const dev = useCadenzaQuery('devGetState');
  const me = dev.data?.users.find((user) => user.handle === handle);
  const [credits, setCredits] = useState('');
  const [fault, setFault] = useState<FaultPresetKey>('tooManyRunningJobs');
  const [flagsOpen, setFlagsOpen] = useState(false);
  const [status, setStatus] = useState('');

  const run = <K extends MutationOperationId>(what: string, id: K, ...args: OperationArgs<K>) => {
    store.mutate(id, ...args).then(
      () => setStatus(t('done', { what })),
      (error: unknown) => setStatus(t('failed', { message: toApiError(error).message })),
    );
  };

  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('title')}>
      <NativeSelect
        label={t('user')}
        value={handle}
        options={DEMO_HANDLES}
        onChange={(value) => {
          if (isDemoHandle(value)) switchUser(value);
        }}
      />
      <NativeSelect
        label={t('plan')}
        value={me?.plan ?? ''}
        options={PLAN_KEYS}
        onChange={(plan) =>
          run(`plan ${plan}`, 'devSetPlan', {
            body: { handle, plan: plan as (typeof PLAN_KEYS)[number] },
          })
        }
      />
      <form
        className={styles.field}
        onSubmit={(event) => {
          event.preventDefault();
          const value = Number(credits);
          if (Number.isInteger(value) && value >= 0)
            run(`credits ${value}`, 'devSetCredits', { body: { handle, credits: value } });
        }}
      >
        <Field label={t('credits')}>
          <input
            className={styles.number}
            type="number"
            min={0}
            step={1}
            aria-label={t('credits')}
            placeholder={me ? String(me.credits_left) : ''}
            value={credits}
            onChange={(event) => setCredits(event.target.value)}
          />
        </Field>
        <button className={styles.control} type="submit">
          {t('setCredits')}
        </button>
      </form>
      <div className={styles.flags}>
        <button
          className={styles.control}
          type="button"
          aria-expanded={flagsOpen}
          onClick={() => setFlagsOpen((open) => !open)}
        >
          {t('flags')}
        </button>
        {flagsOpen ? (
          <div className={styles.flagList}>
            {FeatureFlagSchema.options.map((flag) => (
              <label key={flag} className={styles.field}>
                <input
                  type="checkbox"
                  checked={me?.flags[flag] === true}
                  onChange={(event) =>
                    run(`${flag} ${event.target.checked ? 'on' : 'off'}`, 'devSetFlags', {
                      body: { handle, flags: { [flag]: event.target.checked } },
                    })
                  }
                />
                {flag}
              </label>
            ))}
          </div>
        ) : null}
      </div>
      <NativeSelect
        label={t('subscription')}
        value={me?.subscription_status ?? ''}
        options={SubscriptionStatusSchema.options}
        onChange={(value) =>
          run(`subscription ${value}`, 'devSetSubscription', {
            body: { handle, status: SubscriptionStatusSchema.parse(value) },
          })
        }
      />
      <Field label={t('supportLock')}>
        <input
          type="checkbox"
          checked={me?.support_locked === true}
          onChange={(event) =>
            run(t('supportLock'), 'devSetSupportLock', {
              body: { handle, locked: event.target.checked },
            })
          }
        />
      </Field>
      <Field label={t('elevatedUsage')}>
        <input
          type="checkbox"
          checked={dev.data?.elevated_usage === true}
          onChange={(event) =>
            run(t('elevatedUsage'), 'devSetElevatedUsage', {
              body: { enabled: event.target.checked },
            })
          }
        />
      </Field>
      <NativeSelect
        label={t('faults')}
        value={fault}
        options={FAULT_PRESET_KEYS}
        labelOf={(key) => t(`fault.${key}`)}
        onChange={(value) => setFault(value as FaultPresetKey)}
      />
      <button
        className={styles.control}
        type="button"
        onClick={() => run(t(`fault.${fault}`), 'devAddFault', { body: faultRequest(fault) })}
      >
        {t('inject')}
      </button>
      <button
        className={styles.control}
        type="button"
        onClick={() => run(t('clearFaults'), 'devClearFaults')}
      >
        {t('clearFaults')}
      </button>
      <span className={styles.status} role="status">
        {status || t('activeFaults', { count: dev.data?.faults.length ?? 0 })}
      </span>
    </div>
  );
}
