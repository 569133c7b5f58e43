/**
 * The edit tool cards (2-studio §2 edit screen, §4 edit actions): crop (keep or remove the
 * selection, an optional fade at the end), fade out, speed (factor, tempo only, whole song or the
 * selection; the speed remix where the clip allows it), replace (at least 5 units and EditMode),
 * extend ('Select time to extend your clip from' with its default start) and the cover-song card.
 */
import type { ReactNode } from 'react';
import { SPEED_MAX, SPEED_MIN, STUDIO_LABELS } from '@cadenza/studio-engine/rules';
import type { InfillGate } from '@cadenza/sdk';
import { Button } from '../primitives/Button';
import { Switch } from '../primitives/Switch';
import { Textarea } from '../primitives/Textarea';
import { ToggleGroup } from '../primitives/ToggleGroup';
import type { EditSettings, SpeedScope } from './edit-state';
import { EDIT_LABELS as L } from './labels';
import { NumberField } from './NumberField';
import * as styles from './Edit.css';

export interface CardProps {
  readonly settings: EditSettings;
  readonly busy: boolean;
  /** Whether the card's action can run now (a range where it needs one). */
  readonly ready: boolean;
  readonly onSettings: (patch: Partial<EditSettings>) => void;
  readonly onRun: () => void;
}

export function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={`edit-card-${id}`} data-card={id}>
      <h2 id={`edit-card-${id}`} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

const seconds = (ms: number) => ms / 1000;

function FadeLength({ settings, busy, onSettings }: Omit<CardProps, 'onRun' | 'ready'>) {
  return (
    <NumberField
      label={L.fadeLength}
      value={seconds(settings.fadeOutLengthMs)}
      min={0.2}
      step={0.2}
      disabled={busy}
      onCommit={(s) => onSettings({ fadeOutLengthMs: Math.max(200, Math.round(s * 1000)) })}
    />
  );
}

export function CropCard(props: CardProps) {
  const { settings, busy, onSettings } = props;
  return (
    <Card id="crop" title={L.tool.crop}>
      <ToggleGroup.Root
        aria-label={L.tool.crop}
        value={settings.isCropRemove ? 'remove' : 'keep'}
        onValueChange={(value) => value && onSettings({ isCropRemove: value === 'remove' })}
      >
        <ToggleGroup.Item value="keep">{L.keepSelection}</ToggleGroup.Item>
        <ToggleGroup.Item value="remove">{L.removeSelection}</ToggleGroup.Item>
      </ToggleGroup.Root>
      <Switch
        label={L.fadeAfterCrop}
        checked={settings.isFadeOut}
        disabled={busy}
        onCheckedChange={(isFadeOut) => onSettings({ isFadeOut })}
      />
      {settings.isFadeOut ? <FadeLength {...props} /> : null}
      {!props.ready ? <p className={styles.hint}>{L.noSelection}</p> : null}
      <div className={styles.actions}>
        <Button variant="primary" loading={busy} disabled={!props.ready} onClick={props.onRun}>
          {L.crop}
        </Button>
      </div>
    </Card>
  );
}

export function FadeCard(props: CardProps) {
  return (
    <Card id="fade" title={L.tool.fade}>
      <div className={styles.fields}>
        <FadeLength {...props} />
      </div>
      <div className={styles.actions}>
        <Button
          variant="primary"
          loading={props.busy}
          disabled={!props.ready}
          onClick={props.onRun}
        >
          {L.fade}
        </Button>
      </div>
    </Card>
  );
}

export interface SpeedCardProps extends CardProps {
  /** The speed remix (clips/adjust-speed): null when offered, else why not. */
  readonly adjustProblem: string | null;
  readonly adjustTitle: string;
  readonly onAdjustTitle: (title: string) => void;
  readonly onAdjust: () => void;
}

export function SpeedCard(props: SpeedCardProps) {
  const { settings, busy, onSettings } = props;
  return (
    <Card id="speed" title={L.tool.speed}>
      <div className={styles.fields}>
        <NumberField
          label={L.speedFactor}
          value={settings.speedFactor}
          min={SPEED_MIN}
          max={SPEED_MAX}
          step={0.05}
          disabled={busy}
          onCommit={(speedFactor) =>
            onSettings({ speedFactor: Math.min(SPEED_MAX, Math.max(SPEED_MIN, speedFactor)) })
          }
        />
      </div>
      <Switch
        label={L.tempoOnly}
        checked={settings.changeTempoOnly}
        disabled={busy}
        onCheckedChange={(changeTempoOnly) => onSettings({ changeTempoOnly })}
      />
      <ToggleGroup.Root
        aria-label={L.speedRange}
        value={settings.speedScope}
        onValueChange={(value) => value && onSettings({ speedScope: value as SpeedScope })}
      >
        <ToggleGroup.Item value="whole">{L.wholeSong}</ToggleGroup.Item>
        <ToggleGroup.Item value="selection">{L.selectedRange}</ToggleGroup.Item>
      </ToggleGroup.Root>
      <div className={styles.actions}>
        <Button variant="primary" loading={busy} disabled={!props.ready} onClick={props.onRun}>
          {L.changeSpeed}
        </Button>
      </div>
      <h3 className={styles.cardTitle}>{L.adjustSpeed}</h3>
      {props.adjustProblem !== null ? (
        <p className={styles.hint}>{props.adjustProblem}</p>
      ) : (
        <div className={styles.fields}>
          <div style={{ flex: 1, minWidth: 200 }}>
            <Textarea
              label={L.speedTitle}
              rows={1}
              value={props.adjustTitle}
              onValueChange={props.onAdjustTitle}
            />
          </div>
          <Button disabled={busy || !(settings.speedFactor > 0)} onClick={props.onAdjust}>
            {L.adjustSpeed}
          </Button>
        </div>
      )}
    </Card>
  );
}

export interface ReplaceCardProps extends Omit<CardProps, 'ready'> {
  readonly gate: InfillGate;
  readonly lyrics: string;
  readonly onLyrics: (lyrics: string) => void;
  readonly onUpsell: () => void;
}

export function ReplaceCard(props: ReplaceCardProps) {
  return (
    <Card id="replace" title={L.tool.replace}>
      {props.gate?.kind === 'upsell' ? (
        <div className={styles.actions}>
          <p className={styles.hint}>{L.replaceUpsell}</p>
          <Button variant="primary" onClick={props.onUpsell}>
            {L.upgrade}
          </Button>
        </div>
      ) : (
        <>
          <Textarea
            label={L.replaceLyrics}
            rows={2}
            value={props.lyrics}
            onValueChange={props.onLyrics}
          />
          {props.gate?.kind === 'too-short' ? <p className={styles.hint}>{L.replaceHint}</p> : null}
          <div className={styles.actions}>
            <Button
              variant="primary"
              loading={props.busy}
              disabled={props.gate !== null}
              onClick={props.onRun}
            >
              {L.replace}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}

export function ExtendCard(props: CardProps & { readonly durationS: number }) {
  const { settings, busy, onSettings } = props;
  return (
    <Card id="extend" title={L.tool.extend}>
      <div className={styles.fields}>
        <NumberField
          label={STUDIO_LABELS.extendFromField}
          value={settings.extendStartS}
          min={0}
          max={props.durationS}
          step={0.2}
          disabled={busy}
          onCommit={(extendStartS) => onSettings({ extendStartS })}
        />
      </div>
      <p className={styles.hint}>
        {L.extendHint} {L.extendMarkerHint}
      </p>
      <div className={styles.actions}>
        <Button variant="primary" loading={busy} disabled={!props.ready} onClick={props.onRun}>
          {L.extend}
        </Button>
      </div>
    </Card>
  );
}

export function CoverCard({ coverHref }: { readonly coverHref: string }) {
  return (
    <Card id="cover" title={L.coverTitle}>
      <p className={styles.hint}>{L.coverHint}</p>
      <div className={styles.actions}>
        <Button asChild>
          <a href={coverHref}>{L.cover}</a>
        </Button>
      </div>
    </Card>
  );
}
