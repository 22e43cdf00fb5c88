import type { AriGrid } from '@hotel/domain';
import { Fieldset, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../../components/ui/MoneyInput.tsx';
import type { BulkForm } from '../../model/bulk-form.ts';

interface Props {
  grid: AriGrid;
  form: BulkForm;
  /** The most adults the selected room types take (how many per-adult amounts to ask). */
  adults: number;
  cells: number;
  errors: Record<string, string>;
  onChange(patch: Partial<BulkForm>): void;
}

/** The panel's price section: leave, set (per room, or per adult and guest age), or raise/lower. */
export function PriceFields({ grid, form, adults, cells, errors, onChange }: Props) {
  const { t } = useTranslation();
  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  const perPerson = grid.priceRoomType === 'person';
  const currency = grid.currency;
  const setAmount = (index: number, value: string) => {
    const amounts = Array.from({ length: perPerson ? adults : 1 }, (_, i) => form.amounts[i] ?? '');
    amounts[index] = value;
    onChange({ amounts });
  };
  const ages = [
    { field: 'child', age: grid.childsAge },
    { field: 'infant', age: grid.infantAge },
    { field: 'baby', age: grid.babyAge },
  ] as const;
  return (
    <Fieldset legend={t('rates.ari.panel.prices', { count: cells })} data-testid="panel-prices">
      <Stack gap="sm">
        <Radio.Group
          label={t('rates.ari.panel.price_mode')}
          value={form.priceMode}
          onChange={(value) => onChange({ priceMode: value as BulkForm['priceMode'] })}
        >
          <Group gap="md" mt={4}>
            <Radio value="keep" label={t('rates.ari.panel.keep')} />
            <Radio value="set" label={t('rates.ari.panel.price_set')} />
            <Radio value="adjust" label={t('rates.ari.panel.price_adjust')} />
          </Group>
        </Radio.Group>
        {form.priceMode === 'set' ? (
          <>
            {perPerson ? <Text size="xs">{t('rates.ari.panel.per_adult_hint')}</Text> : null}
            <SimpleGrid cols={perPerson ? 3 : 1} spacing="xs">
              {Array.from({ length: perPerson ? adults : 1 }, (_, index) => (
                <MoneyInput
                  // biome-ignore lint/suspicious/noArrayIndexKey: one input per number of adults
                  key={index}
                  label={
                    perPerson
                      ? t('rates.ari.panel.adults', { count: index + 1, currency })
                      : t('rates.ari.panel.per_room', { currency })
                  }
                  value={form.amounts[index] ?? ''}
                  onChange={(value) => setAmount(index, value)}
                  error={error(`amounts.${index}`)}
                />
              ))}
            </SimpleGrid>
            {perPerson && ages.some(({ age }) => age > 0) ? (
              <>
                <Text size="xs">{t('rates.ari.panel.guests_hint')}</Text>
                <SimpleGrid cols={3} spacing="xs">
                  {ages
                    .filter(({ age }) => age > 0)
                    .map(({ field, age }) => (
                      <MoneyInput
                        key={field}
                        label={t(`rates.ari.panel.${field}`, { count: age, currency })}
                        value={form[field]}
                        onChange={(value) => onChange({ [field]: value })}
                        error={error(field)}
                      />
                    ))}
                </SimpleGrid>
              </>
            ) : null}
          </>
        ) : null}
        {form.priceMode === 'adjust' ? (
          <Group align="flex-start" grow>
            <Radio.Group
              label={t('rates.ari.panel.adjust_kind')}
              value={form.adjustKind}
              onChange={(value) => onChange({ adjustKind: value as BulkForm['adjustKind'] })}
            >
              <Stack gap={4} mt={4}>
                <Radio value="percent" label={t('rates.ari.panel.adjust_percent')} />
                <Radio value="amount" label={t('rates.ari.panel.adjust_amount', { currency })} />
              </Stack>
            </Radio.Group>
            <MoneyInput
              label={t('rates.ari.panel.adjust_value')}
              description={t('rates.ari.panel.adjust_hint')}
              signed
              refusedMessage={form.adjustKind === 'percent' ? t('rates.errors.percent_invalid') : undefined}
              value={form.adjustValue}
              onChange={(value) => onChange({ adjustValue: value })}
              error={error('adjust')}
            />
          </Group>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
