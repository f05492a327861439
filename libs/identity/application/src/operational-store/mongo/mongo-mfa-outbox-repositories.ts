import type { Collection } from 'mongodb';
import { withoutMongoFields } from './mongo-documents';
import type { MongoSequence } from './mongo-sequence';
import type { MfaChallengeRecord, MfaRepository, OutboxMessage, OutboxRepository } from '../operational-store.port';

type SecretDoc = { _id: string; userId: string; sealedSecret: string };
type ChallengeDoc = MfaChallengeRecord & { _id: string };
type UsedCodeDoc = { _id: string };
type OutboxDoc = OutboxMessage & { _id: string; seq: number };

export class MongoMfaRepository implements MfaRepository {
  constructor(
    private readonly secrets: Collection<SecretDoc>,
    private readonly challenges: Collection<ChallengeDoc>,
    private readonly usedCodes: Collection<UsedCodeDoc>,
  ) {}

  async putSecret(factorId: string, userId: string, sealedSecret: string): Promise<void> {
    await this.secrets.replaceOne({ _id: factorId }, { userId, sealedSecret }, { upsert: true });
  }

  async getSecret(factorId: string): Promise<string | null> {
    return (await this.secrets.findOne({ _id: factorId }))?.sealedSecret ?? null;
  }

  async deleteSecret(factorId: string): Promise<void> {
    await this.secrets.deleteOne({ _id: factorId });
  }

  async createChallenge(challenge: MfaChallengeRecord): Promise<void> {
    await this.challenges.insertOne({ ...challenge, _id: challenge.id });
  }

  async getChallenge(id: string): Promise<MfaChallengeRecord | null> {
    const doc = await this.challenges.findOne({ _id: id });
    return doc && withoutMongoFields<MfaChallengeRecord>(doc);
  }

  async markChallengeVerified(id: string, at: string): Promise<boolean> {
    const result = await this.challenges.updateOne({ _id: id, verifiedAt: null }, { $set: { verifiedAt: at } });
    return result.modifiedCount === 1;
  }

  async rememberUsedCode(factorId: string, timeStep: number): Promise<boolean> {
    const result = await this.usedCodes.updateOne({ _id: `${factorId}:${timeStep}` }, { $setOnInsert: {} }, { upsert: true });
    return result.upsertedCount === 1;
  }
}

export class MongoOutboxRepository implements OutboxRepository {
  constructor(
    private readonly messages: Collection<OutboxDoc>,
    private readonly sequence: MongoSequence,
  ) {}

  async add(message: OutboxMessage): Promise<void> {
    const seq = await this.sequence.next(this.messages.collectionName);
    await this.messages.updateOne({ _id: message.id }, { $setOnInsert: { ...message, seq } }, { upsert: true });
  }

  async list(): Promise<OutboxMessage[]> {
    const docs = await this.messages.find().sort({ seq: 1 }).toArray();
    return docs.map((doc) => withoutMongoFields<OutboxMessage>(doc));
  }

  async deleteTo(address: string): Promise<void> {
    await this.messages.deleteMany({ to: address }, { collation: { locale: 'en', strength: 2 } });
  }
}
