import { Field, InputType, ObjectType, OmitType } from '@nestjs/graphql';
import type { AlertPreferences } from '@receptionist/contracts';

/** The same fields answer the query and make the input of setAlertPreferences (each under its own GraphQL name). */
@ObjectType('DailySummaryPreference')
@InputType('DailySummaryPreferenceInput')
export class DailySummaryType {
  @Field()
  enabled!: boolean;

  @Field({ description: 'Local time of day, HH:MM (24 h)' })
  time!: string;

  @Field({ description: 'IANA time zone, e.g. Europe/Berlin' })
  timeZone!: string;
}

@ObjectType('AlertPreferences', { description: "Which facts e-mail the client's owner, and the daily summary" })
export class AlertPreferencesType {
  @Field() messageTaken!: boolean;
  @Field() urgentMessage!: boolean;
  @Field() negativeSentiment!: boolean;
  @Field() unansweredTransfer!: boolean;
  @Field() usage80!: boolean;
  @Field() usage100!: boolean;
  @Field(() => DailySummaryType) dailySummary!: DailySummaryType;

  @Field({ description: 'False while the owner never saved a choice (the defaults apply)' })
  saved!: boolean;
}

@InputType('AlertPreferencesInput')
export class AlertPreferencesInput extends OmitType(AlertPreferencesType, ['saved'] as const, InputType) {}

export const toAlertPreferencesType = (preferences: AlertPreferences, saved: boolean): AlertPreferencesType => ({ ...preferences, saved });

export const fromAlertPreferencesInput = (input: AlertPreferencesInput): AlertPreferences => ({
  messageTaken: input.messageTaken,
  urgentMessage: input.urgentMessage,
  negativeSentiment: input.negativeSentiment,
  unansweredTransfer: input.unansweredTransfer,
  usage80: input.usage80,
  usage100: input.usage100,
  dailySummary: { enabled: input.dailySummary.enabled, time: input.dailySummary.time, timeZone: input.dailySummary.timeZone },
});
