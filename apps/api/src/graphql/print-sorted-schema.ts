import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';

/** The schema as SDL, types and fields sorted by name, so the committed file changes only when the contract does. */
export function printSortedSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
