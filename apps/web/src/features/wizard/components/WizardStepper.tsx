import { type ProgressView, type StepState, WIZARD_SHOWN_STEPS, type WizardStepKey } from '@hotel/domain';
import { Box, em, Group, Stepper, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import classes from './WizardStepper.module.css';

/** The steps shown in the indicator: the room detail (step 6) is hidden from the breadcrumb. */
export const VISIBLE_STEPS = WIZARD_SHOWN_STEPS;

/** From this width (Mantine's md) the steps show in one line; below, as a menu. */
const WIDE_FROM_PX = 992;

/** A step's shown state: the progress's, or returned by staff (issue 16). */
type ShownState = StepState | 'returned';

/** The sign of each state: distinct shapes, so that colour is not the only difference (WCAG 1.4.1). */
const SIGN: Record<ShownState, string> = {
  complete: '✓',
  invalid: '!',
  not_reviewed: '○',
  partial: '◐',
  returned: '↩',
};
const COLOR: Record<ShownState, string | undefined> = {
  complete: 'teal.8',
  invalid: 'orange.9',
  not_reviewed: 'gray.7',
  partial: 'yellow.9',
  returned: 'red.9',
};

interface Props {
  /** The step shown (the room detail shows as Rooms). */
  step: WizardStepKey;
  progress: ProgressView;
  /** The steps staff returned (issue 16). */
  returnedSteps: readonly string[];
}

function useStates(progress: ProgressView, returnedSteps: readonly string[]) {
  return (key: WizardStepKey): ShownState => {
    if (returnedSteps.includes(key)) return 'returned';
    // Rooms shows the worse of the list and the room details.
    const own = progress.steps?.find((item) => item.key === key)?.state ?? 'not_reviewed';
    if (key !== 'rooms') return own;
    const room = progress.steps?.find((item) => item.key === 'room')?.state ?? own;
    const order: StepState[] = ['invalid', 'not_reviewed', 'partial', 'complete'];
    return order[Math.min(order.indexOf(own), order.indexOf(room))] ?? own;
  };
}

/**
 * The wizard's step indicator (issue 19): each step shows its state (complete, data missing, not
 * yet reviewed, below the photo guidance, returned) by a sign, a colour and its accessible name.
 * From md up, one line of steps; below, the current step and a disclosure menu with the others.
 */
export function WizardStepper({ step, progress, returnedSteps }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const stateOf = useStates(progress, returnedSteps);
  const shownStep = step === 'room' ? 'rooms' : step;
  const current = VISIBLE_STEPS.findIndex((item) => item.key === shownStep);
  // One of the two is rendered (not hidden by CSS), so that the page has one set of step controls.
  const wide = useMediaQuery(`(min-width: ${em(WIDE_FROM_PX)})`, false, { getInitialValueInEffect: false });
  // Measured again when a returned marker comes or goes: it widens its step.
  const fit = useOneLineFit(returnedSteps.join(','));
  const nameOf = (key: WizardStepKey, index: number, withNumber: boolean) =>
    `${withNumber ? `${index + 1} ` : ''}${t(`nav.${key}`)} (${t(`progress.state.${stateOf(key)}`)})`;

  const compact = <CompactSteps current={current} stateOf={stateOf} nameOf={nameOf} />;
  if (!wide) return compact;
  return (
    <Box ref={fit.box}>
      {fit.fits ? (
        <Box data-testid="wizard-stepper" ref={fit.steps}>
          <Stepper
            active={current}
            size="xs"
            iconSize={24}
            aria-label={t('wizard.steps')}
            allowNextStepsSelect
            wrap={false}
            classNames={{
              root: classes.root,
              steps: classes.steps,
              separator: classes.separator,
              step: classes.step,
            }}
            onStepClick={(index) => {
              const target = VISIBLE_STEPS[index];
              if (target) navigate(target.path);
            }}
          >
            {VISIBLE_STEPS.map((item, index) => {
              const state = stateOf(item.key);
              // Every step shows its state's sign (the active one is marked by the stepper itself).
              // The accessible name holds the visible label and ends with the state (WCAG 2.5.3): a
              // number beside the label would read "7Fotos" to axe, not in "7 Fotos (…)".
              const sign = <span aria-hidden>{SIGN[state]}</span>;
              return (
                <Stepper.Step
                  key={item.key}
                  label={t(`nav.${item.key}`)}
                  icon={sign}
                  completedIcon={sign}
                  color={COLOR[state]}
                  description={
                    state === 'returned' ? (
                      <Text span size="xs" c="red.9" fw={600} aria-hidden data-testid="returned-marker">
                        {t('wizard.returned.marker')}
                      </Text>
                    ) : undefined
                  }
                  data-state={state}
                  data-testid={`step-${item.key}`}
                  aria-label={nameOf(item.key, index, index === current)}
                />
              );
            })}
          </Stepper>
          <Legend />
        </Box>
      ) : (
        compact
      )}
    </Box>
  );
}

/**
 * Whether the one-line stepper fits its box: the width the steps need is measured while they show
 * (their row does not wrap, so its scroll width is that need); when the box is narrower (a long
 * language, a narrow window beside the sidebar) the menu shows instead, until the box is wide enough
 * again. A language change measures again.
 */
function useOneLineFit(content: string) {
  const { i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const steps = useRef<HTMLDivElement>(null);
  const [needed, setNeeded] = useState<number | null>(null);
  const [available, setAvailable] = useState(Number.POSITIVE_INFINITY);
  const fits = needed === null || needed <= available;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language or content has labels of other widths.
  useEffect(() => setNeeded(null), [i18n.language, content]);
  useLayoutEffect(() => {
    const row = steps.current?.querySelector<HTMLElement>('.mantine-Stepper-steps');
    if (fits && needed === null && row) setNeeded(row.scrollWidth);
  });
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setAvailable(element.clientWidth || Number.POSITIVE_INFINITY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, steps, fits };
}

/** What the signs mean, under the steps. */
function Legend() {
  const { t } = useTranslation();
  const shown: ShownState[] = ['complete', 'invalid', 'not_reviewed', 'partial'];
  return (
    <Group gap="md" mt={6} aria-label={t('progress.legend')} role="group" data-testid="wizard-legend">
      {shown.map((state) => (
        <Text key={state} size="xs" c="dimmed">
          <Text span c={COLOR[state]} fw={700} aria-hidden>
            {SIGN[state]}
          </Text>{' '}
          {t(`progress.state.${state}`)}
        </Text>
      ))}
    </Group>
  );
}

interface CompactProps {
  current: number;
  stateOf(key: WizardStepKey): ShownState;
  nameOf(key: WizardStepKey, index: number, withNumber: boolean): string;
}

/**
 * Narrow screens: a button naming the current step (aria-expanded) opens the list of the steps as
 * links. Escape closes it and gives the focus back to the button; following a link closes it.
 */
function CompactSteps({ current, stateOf, nameOf }: CompactProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const active = VISIBLE_STEPS[current];
  useEffect(() => {
    if (!open) return;
    const links = list.current;
    (links?.querySelector<HTMLAnchorElement>('a[aria-current="step"]') ?? links?.querySelector('a'))?.focus();
  }, [open]);
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  }
  return (
    <nav aria-label={t('wizard.steps')} onKeyDown={onKeyDown} data-testid="wizard-steps-compact">
      <UnstyledButton
        ref={button}
        className={classes.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        data-testid="wizard-steps-toggle"
      >
        <Text span fw={600} size="sm" className={classes.toggleText}>
          {active
            ? t('progress.menu', {
                current: current + 1,
                total: VISIBLE_STEPS.length,
                step: t(`nav.${active.key}`),
              })
            : t('wizard.steps')}
        </Text>
        <Text span size="xs" c="dimmed" className={classes.toggleHint}>
          {t('progress.menu_label')} <span aria-hidden>{open ? '▴' : '▾'}</span>
        </Text>
      </UnstyledButton>
      <ul id={listId} ref={list} className={classes.menu} hidden={!open}>
        {VISIBLE_STEPS.map((item, index) => {
          const state = stateOf(item.key);
          return (
            <li key={item.key}>
              <Link
                to={item.path}
                className={classes.menuLink}
                aria-current={index === current ? 'step' : undefined}
                aria-label={nameOf(item.key, index, true)}
                data-state={state}
                onClick={() => setOpen(false)}
              >
                <Text span c={COLOR[state]} fw={700} className={classes.sign} aria-hidden>
                  {SIGN[state]}
                </Text>
                <span aria-hidden>
                  {index + 1}. {t(`nav.${item.key}`)}
                </span>
                <Text span size="xs" c="dimmed" ml="auto" aria-hidden>
                  {t(`progress.state.${state}`)}
                </Text>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
