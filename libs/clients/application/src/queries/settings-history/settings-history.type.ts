import { SETTING_FIELDS } from '@receptionist/contracts';
import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('SettingsHistoryEntry', { description: 'One audited change of an agent setting' })
export class SettingsHistoryEntryType {
  @Field(() => ID, { description: 'Pass to restoreSetting to set the field back to `from`' })
  id!: string;

  @Field({ description: `One of: ${SETTING_FIELDS.join(', ')}` })
  field!: string;

  @Field(() => String, { nullable: true, description: 'The value before the change (null: empty)' })
  from!: string | null;

  @Field(() => String, { nullable: true, description: 'The value after the change (null: empty)' })
  to!: string | null;

  @Field(() => String, { nullable: true, description: 'User id of who changed it' })
  changedBy!: string | null;

  @Field(() => String, { nullable: true, description: 'E-mail of who changed it, when known' })
  changedByEmail!: string | null;

  @Field({ description: 'ISO-8601' })
  changedAt!: string;
}

@ObjectType('SettingsHistoryPage')
export class SettingsHistoryPageType {
  @Field(() => [SettingsHistoryEntryType], { description: 'Newest first' })
  items!: SettingsHistoryEntryType[];

  @Field(() => Int)
  total!: number;
}
