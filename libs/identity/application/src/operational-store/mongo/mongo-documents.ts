/** A stored document as the port's record: without MongoDB's `_id` and the `seq` that orders lists. */
export const withoutMongoFields = <T>({ _id, seq: _seq, ...rest }: T & { _id: string; seq?: number }): T => rest as T;
