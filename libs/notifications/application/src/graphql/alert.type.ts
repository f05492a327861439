import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('Alert', { description: 'An alert of the in-app list (the bell): the same as the mail, if one was sent' })
export class AlertType {
  @Field(() => ID) id!: string;
  @Field({
    description:
      'message_taken, urgent_message, negative_sentiment, unanswered_transfer, usage_80, usage_100, daily_summary, new_lead or webhook_paused',
  })
  kind!: string;
  @Field() subject!: string;
  @Field() text!: string;
  @Field({ description: 'The page of the console the alert points to' }) path!: string;
  @Field({ description: 'ISO-8601, when the fact happened' }) at!: string;
  @Field() unread!: boolean;
}

@ObjectType('AlertsPage')
export class AlertsPageType {
  @Field(() => [AlertType], { description: 'Newest first' }) items!: AlertType[];
  @Field(() => Int) unread!: number;
}
