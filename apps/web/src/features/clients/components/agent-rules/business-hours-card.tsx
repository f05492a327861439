import { Box, Button, Field, Flex, Input, NativeSelect, Text } from '@chakra-ui/react';
import {
  type BusinessHours,
  type Closure,
  emptyWeek,
  localTimeZone,
  storedStructuredSetting,
  timeZoneChoices,
  type Weekday,
  WEEKDAY_LABELS,
  WEEKDAYS,
} from '@receptionist/contracts';
import { useMemo, useState } from 'react';
import type { ClientRecord } from '../../api/my-client';
import { useStructuredSettingSave } from '../../api/update-client-setting';
import { RuleErrors } from './rule-field-errors';
import { SettingSectionCard } from './setting-section-card';

/** Before the owner saved any: weekdays 09:00–17:00 on the browser's clock (nothing is stored until Save). */
function suggestedHours(): BusinessHours {
  const week = emptyWeek();
  for (const day of WEEKDAYS.slice(0, 5)) week[day] = [{ open: '09:00', close: '17:00' }];
  return { timeZone: localTimeZone(), week, closures: [] };
}

/** Business hours: the time zone, open intervals per weekday, and closures (holidays). */
export function BusinessHoursCard({ client }: { client: ClientRecord }) {
  const [hours, setHours] = useState<BusinessHours>(() => storedStructuredSetting('business_hours', client.businessHours) ?? suggestedHours());
  const { issues, saving, save } = useStructuredSettingSave(client, 'business_hours');
  const zones = useMemo(() => timeZoneChoices(hours.timeZone), [hours.timeZone]);

  const setDay = (day: Weekday, intervals: BusinessHours['week'][Weekday]) => setHours({ ...hours, week: { ...hours.week, [day]: intervals } });
  const setClosure = (index: number, closure: Closure) =>
    setHours({ ...hours, closures: hours.closures.map((old, at) => (at === index ? closure : old)) });

  return (
    <SettingSectionCard
      title="Business Hours"
      description="When the business is open, in its time zone. Closures override the weekly hours for a whole day."
      issues={issues}
      saveLabel="Save business hours"
      saving={saving}
      onSave={() => save(hours)}
    >
      <Field.Root invalid={issues.some((issue) => issue.path === 'timeZone')}>
        <Field.Label>Time zone</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field name="timeZone" value={hours.timeZone} onChange={(event) => setHours({ ...hours, timeZone: event.target.value })}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <RuleErrors issues={issues} path="timeZone" />
      </Field.Root>
      {WEEKDAYS.map((day) => {
        const label = WEEKDAY_LABELS[day];
        const intervals = hours.week[day];
        return (
          <Box key={day} role="group" aria-label={`${label} hours`} borderTopWidth="1px" pt="2">
            <Flex gap="3" align="center" wrap="wrap">
              <Text fontWeight="semibold" minW="10">
                {label}
              </Text>
              {intervals.length === 0 && <Text color="gray.600">Closed</Text>}
              <Button
                size="xs"
                variant="outline"
                aria-label={`Add hours on ${label}`}
                onClick={() => setDay(day, [...intervals, { open: '09:00', close: '17:00' }])}
              >
                Add hours
              </Button>
            </Flex>
            {intervals.map((interval, index) => {
              const suffix = intervals.length > 1 ? ` (${index + 1})` : '';
              const update = (patch: Partial<typeof interval>) =>
                setDay(
                  day,
                  intervals.map((old, at) => (at === index ? { ...old, ...patch } : old)),
                );
              return (
                <Box key={index} mt="2">
                  <Flex gap="2" align="center" wrap="wrap">
                    <Input
                      type="time"
                      w="auto"
                      aria-label={`${label} opens${suffix}`}
                      value={interval.open}
                      onChange={(event) => update({ open: event.target.value })}
                    />
                    <Text aria-hidden>–</Text>
                    <Input
                      type="time"
                      w="auto"
                      aria-label={`${label} closes${suffix}`}
                      value={interval.close === '24:00' ? '23:59' : interval.close}
                      onChange={(event) => update({ close: event.target.value })}
                    />
                    <Button
                      size="xs"
                      variant="ghost"
                      aria-label={`Remove ${label} hours${suffix}`}
                      onClick={() =>
                        setDay(
                          day,
                          intervals.filter((_, at) => at !== index),
                        )
                      }
                    >
                      Remove
                    </Button>
                  </Flex>
                  <RuleErrors issues={issues} path={`week.${day}.${index}`} />
                </Box>
              );
            })}
            <RuleErrors issues={issues} path={`week.${day}`} />
          </Box>
        );
      })}
      <Box borderTopWidth="1px" pt="2">
        <Flex gap="3" align="center" wrap="wrap">
          <Text fontWeight="semibold">Closures and holidays</Text>
          <Button size="xs" variant="outline" onClick={() => setHours({ ...hours, closures: [...hours.closures, { date: '', label: null }] })}>
            Add closure
          </Button>
        </Flex>
        {hours.closures.length === 0 && <Text color="gray.600">No closures</Text>}
        {hours.closures.map((closure, index) => (
          <Box key={index} mt="2">
            <Flex gap="2" align="center" wrap="wrap">
              <Input
                type="date"
                w="auto"
                aria-label={`Closure ${index + 1} date`}
                value={closure.date}
                onChange={(event) => setClosure(index, { ...closure, date: event.target.value })}
              />
              <Input
                w={{ base: 'full', sm: '48' }}
                aria-label={`Closure ${index + 1} label`}
                placeholder="e.g. Thanksgiving"
                value={closure.label ?? ''}
                onChange={(event) => setClosure(index, { ...closure, label: event.target.value })}
              />
              <Button
                size="xs"
                variant="ghost"
                aria-label={`Remove closure ${index + 1}`}
                onClick={() => setHours({ ...hours, closures: hours.closures.filter((_, at) => at !== index) })}
              >
                Remove
              </Button>
            </Flex>
            <RuleErrors issues={issues} path={`closures.${index}.date`} />
            <RuleErrors issues={issues} path={`closures.${index}.label`} />
          </Box>
        ))}
        <RuleErrors issues={issues} path="closures" />
      </Box>
    </SettingSectionCard>
  );
}
