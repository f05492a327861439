import { GraphQLSchemaHost } from '@nestjs/graphql';
import { getNamedType, type GraphQLField, type GraphQLOutputType, isLeafType, isNonNullType, isObjectType } from 'graphql';
import type { TestApi } from '../testing/test-api';

export type OperationKind = 'query' | 'mutation';

/** One root field of the running schema, e.g. `query callLog`. */
export interface SchemaOperation {
  kind: OperationKind;
  name: string;
  field: GraphQLField<unknown, unknown>;
}

/** Every query and mutation the running API serves, read from its generated schema. */
export function schemaOperations(api: TestApi): SchemaOperation[] {
  const schema = api.app.get(GraphQLSchemaHost).schema;
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  return roots.flatMap(([kind, type]) => Object.values(type?.getFields() ?? {}).map((field) => ({ kind, name: field.name, field })));
}

export const operationKey = (operation: { kind: OperationKind; name: string }) => `${operation.kind} ${operation.name}`;

/** Every field reachable without required arguments, down to `depth` levels (deeper objects give `__typename`). */
export function selectionOf(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) || depth >= 3) return '{ __typename }';
  const fields = Object.values(named.getFields()).filter((field) =>
    field.args.every((arg) => !isNonNullType(arg.type) || arg.defaultValue !== undefined),
  );
  return `{ ${fields.map((field) => `${field.name} ${selectionOf(field.type, depth + 1)}`.trim()).join(' ')} }`;
}

/** A document calling the operation with the given variables (declared with the schema's argument types). */
export function documentFor(operation: SchemaOperation, variables: Record<string, unknown>): string {
  const args = operation.field.args.filter((arg) => arg.name in variables);
  const declarations = args.length ? `(${args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ')})` : '';
  const call = args.length ? `(${args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})` : '';
  return `${operation.kind} Attack${declarations} { ${operation.name}${call} ${selectionOf(operation.field.type)} }`;
}
