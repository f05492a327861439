import {
  type DocumentNode,
  type FragmentDefinitionNode,
  getNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { seesMaskedPersonalData } from './analyst-access';
import type { AuthenticatedRequest } from './request-of';

type Mask = (value: string) => string;

const DOT = '•••';
/** "jane@example.com" → "j•••@example.com" */
export const maskEmail: Mask = (value) => {
  const at = value.lastIndexOf('@');
  return at > 0 ? `${value[0]}${DOT}${value.slice(at)}` : DOT;
};
/** "+1 555 010 4567" → "•••• 4567" */
export const maskPhone: Mask = (value) => {
  const digits = value.replace(/\D/g, '');
  return digits.length > 4 ? `•••• ${digits.slice(-4)}` : '••••';
};
/** "Jane" → "J•••" */
export const maskName: Mask = (value) => (value ? `${value[0]}${DOT}` : value);
/** Free text (messages, notes): nothing of it shows. */
export const maskText: Mask = (value) => (value ? DOT : value);

/**
 * The personal data of the admin screens' answers, by GraphQL type and field. Every field here is masked for an analyst
 * without `analyst:pii`, however the document asks for it (aliases, fragments, nesting). A context that adds a type
 * with personal data to the screens analysts read lists its fields here.
 */
export const PERSONAL_DATA_FIELDS: Readonly<Record<string, Readonly<Record<string, Mask>>>> = {
  DemoRequest: { email: maskEmail, firstName: maskName, lastName: maskName, phone: maskPhone, notes: maskText },
  DemoRequestHistoryEntry: { byEmail: maskEmail, notes: maskText },
  Client: { ownerEmail: maskEmail, ownerFullName: maskName, forwardingNumber: maskPhone },
  StreamEvent: { actorEmail: maskEmail },
  LoggedEvent: { personalDataJson: maskText },
  FieldChange: { personalBefore: maskText, personalAfter: maskText },
};

const maskValue = (mask: Mask, value: unknown): unknown =>
  typeof value === 'string' ? mask(value) : Array.isArray(value) ? value.map((item) => maskValue(mask, item)) : value;

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

function maskObject(type: GraphQLObjectType, selectionSet: SelectionSetNode, data: Record<string, unknown>, fragments: Fragments): void {
  const fields = type.getFields();
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (!selection.typeCondition || selection.typeCondition.name.value === type.name) maskObject(type, selection.selectionSet, data, fragments);
      continue;
    }
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = fragments.get(selection.name.value);
      if (fragment && fragment.typeCondition.name.value === type.name) maskObject(type, fragment.selectionSet, data, fragments);
      continue;
    }
    const key = selection.alias?.value ?? selection.name.value;
    const value = data[key];
    const field = fields[selection.name.value];
    if (value === null || value === undefined || !field) continue;
    const mask = PERSONAL_DATA_FIELDS[type.name]?.[selection.name.value];
    if (mask) {
      data[key] = maskValue(mask, value);
      continue;
    }
    const named = getNamedType(field.type);
    if (selection.selectionSet && isObjectType(named)) maskNested(named, selection.selectionSet, value, fragments);
  }
}

function maskNested(type: GraphQLObjectType, selectionSet: SelectionSetNode, value: unknown, fragments: Fragments): void {
  if (Array.isArray(value)) for (const item of value) maskNested(type, selectionSet, item, fragments);
  else if (value && typeof value === 'object') maskObject(type, selectionSet, value as Record<string, unknown>, fragments);
}

/**
 * Masks, in place, the personal data of an execution result of `document`. With several operations in the document,
 * each one's selections are applied (the one that ran is among them): this may mask more, never less.
 */
export function maskPersonalData(schema: GraphQLSchema, document: DocumentNode, data: Record<string, unknown>): void {
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d] as const),
  );
  for (const operation of document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)) {
    const root = operation.operation === 'query' ? schema.getQueryType() : operation.operation === 'mutation' ? schema.getMutationType() : null;
    if (root) maskObject(root, operation.selectionSet, data, fragments);
  }
}

interface HookContext {
  reply?: { request?: AuthenticatedRequest };
  personalData?: { schema: GraphQLSchema; document: DocumentNode };
}

/**
 * Mercurius hooks that mask personal data in every answer to an analyst without `analyst:pii` (the roles AdminGuard
 * read from the caller's stream on this request). preExecution keeps the document; onResolution masks the data.
 */
export const personalDataMaskingHooks = {
  preExecution: async (schema: GraphQLSchema, document: DocumentNode, context: object) => {
    (context as HookContext).personalData = { schema, document };
  },
  onResolution: async (execution: { data?: unknown }, mercuriusContext: object) => {
    const context = mercuriusContext as HookContext;
    const roles = context.reply?.request?.roles;
    const kept = context.personalData;
    if (!roles || !kept || !execution.data || !seesMaskedPersonalData(roles)) return;
    maskPersonalData(kept.schema, kept.document, execution.data as Record<string, unknown>);
  },
};
