import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A secret the server hands over once (an API key, a webhook's signing secret): shown with a copy
 * button and a plain warning that it will not be shown again. The server keeps only its hash (or
 * the secret encrypted): when "Done" closes this panel, the value is gone from the page too.
 */
export function ShownOnce({
  title,
  label,
  value,
  onDone,
  testId,
}: {
  title: string;
  /** The field's label ("Clave", "Secreto de firma"). */
  label: string;
  value: string;
  onDone(): void;
  testId: string;
}) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);

  // Where the eyes (and a screen reader) go next: the form that made it scrolls away.
  useEffect(() => {
    panel.current?.focus();
  }, []);

  return (
    <Alert
      ref={panel}
      tabIndex={-1}
      color="teal"
      role="status"
      title={title}
      // Mantine's teal title on the alert's teal background is under 4.5:1 (WCAG AA): the title
      // takes the text's colour, as in the sign-in link's panel.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid={testId}
    >
      <Stack gap="xs">
        <Text size="sm" fw={700} data-testid={`${testId}-warning`}>
          {t('staff.integrations.once.warning')}
        </Text>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={label}
            value={value}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1, minWidth: 0 }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            data-testid={`${testId}-value`}
          />
          <CopyButton value={value} timeout={2000}>
            {({ copied, copy }) => (
              <Button color={copied ? 'teal.9' : 'blue'} onClick={copy} aria-live="polite">
                {copied ? t('staff.integrations.once.copied') : t('staff.integrations.once.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group>
          <Button variant="default" onClick={onDone}>
            {t('staff.integrations.once.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
