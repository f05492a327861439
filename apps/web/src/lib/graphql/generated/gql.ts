/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AdminClients($search: String, $status: String, $plan: String, $requests: String, $sort: String, $first: Int, $after: String, $ids: [ID!]) {\n    clients(search: $search, status: $status, plan: $plan, requests: $requests, sort: $sort, first: $first, after: $after, ids: $ids) {\n      items {\n        id businessName ownerEmail ownerFullName phoneNumber phoneNumberRequested planType requestedPlan\n        monthlyPrice minutesUsed minutesLimit isActive createdAt\n      }\n      nextCursor\n      total\n      totalIsExact\n    }\n  }\n": typeof types.AdminClientsDocument,
    "\n  query AnalyticsClientOptions($search: String) { clients(search: $search, first: 50, sort: \"newest\") { items { id businessName ownerEmail } } }\n": typeof types.AnalyticsClientOptionsDocument,
    "\n  mutation AssignPhoneNumber($clientId: ID!, $phoneNumber: String!) {\n    assignPhoneNumber(clientId: $clientId, phoneNumber: $phoneNumber) { id phoneNumber phoneNumberRequested planType requestedPlan isActive }\n  }\n": typeof types.AssignPhoneNumberDocument,
    "\n  query CallsDaily($from: String!, $to: String!, $clientId: String) {\n    callsDaily(from: $from, to: $to, clientId: $clientId) { day calls minutes bookedAppointment completed missed voicemail information unknown }\n  }\n": typeof types.CallsDailyDocument,
    "\n  mutation ChangePlan($clientId: ID!, $plan: String!) {\n    changePlan(clientId: $clientId, plan: $plan) { id phoneNumber phoneNumberRequested planType requestedPlan isActive }\n  }\n": typeof types.ChangePlanDocument,
    "\n  query ClientTrends($from: String!, $to: String!, $clientId: String) {\n    clientTrends(from: $from, to: $to, clientId: $clientId) { mrrMonthly { month mrr } activeClientsDaily { day active } }\n  }\n": typeof types.ClientTrendsDocument,
    "\n  query ClientsOverview { clientsOverview { totalClients activeClients totalMinutes monthlyRevenue phoneNumberRequests planChangeRequests } }\n": typeof types.ClientsOverviewDocument,
    "\n  query LeadsFunnel($from: String!, $to: String!) {\n    leadsFunnel(from: $from, to: $to) { medianMinutesToFirstContact days { day submitted contacted qualified converted medianMinutesToFirstContact } }\n  }\n": typeof types.LeadsFunnelDocument,
    "\n  query PageViewsDaily($from: String!, $to: String!) { pageViewsDaily(from: $from, to: $to) { day path count leads } }\n": typeof types.PageViewsDailyDocument,
    "\n  mutation RetryProjector($name: String!) {\n    retryProjector(name: $name) { eventStore readStore headPosition projectors { name version status position failure { position eventId type error } } }\n  }\n": typeof types.RetryProjectorDocument,
    "\n  mutation SetClientActive($clientId: ID!, $active: Boolean!) {\n    setClientActive(clientId: $clientId, active: $active) { id phoneNumber phoneNumberRequested planType requestedPlan isActive }\n  }\n": typeof types.SetClientActiveDocument,
    "\n  mutation SkipProjector($name: String!) {\n    skipProjector(name: $name) { eventStore readStore headPosition projectors { name version status position failure { position eventId type error } } }\n  }\n": typeof types.SkipProjectorDocument,
    "\n  query SystemStatus {\n    systemStatus { eventStore readStore headPosition projectors { name version status position failure { position eventId type error } } }\n  }\n": typeof types.SystemStatusDocument,
    "\n  query TeamMembers { teamMembers { id email fullName roles lastSignInAt } }\n": typeof types.TeamMembersDocument,
    "\n  query UserByEmail($email: String!) { userByEmail(email: $email) { id email fullName roles lastSignInAt } }\n": typeof types.UserByEmailDocument,
    "\n  mutation GrantRole($userId: ID!, $role: String!) { grantRole(userId: $userId, role: $role) { id email fullName roles lastSignInAt } }\n": typeof types.GrantRoleDocument,
    "\n  mutation RevokeRole($userId: ID!, $role: String!) { revokeRole(userId: $userId, role: $role) { id email fullName roles lastSignInAt } }\n": typeof types.RevokeRoleDocument,
    "\n  query CallLog($id: ID!) {\n    callLog(id: $id) { id callerNumber startedAt durationSeconds outcome callType createdAt transcript summary sentiment topic }\n  }\n": typeof types.CallLogDocument,
    "\n  query CallLogs($filter: CallLogFilter, $limit: Int, $after: String) {\n    callLogs(filter: $filter, limit: $limit, after: $after) {\n      total totalCapped hasMore endCursor items { id callerNumber startedAt durationSeconds outcome callType createdAt }\n    }\n  }\n": typeof types.CallLogsDocument,
    "\n  fragment ClientFields on Client {\n    id businessName greetingMessage aiVoice aiPersonality phoneNumber phoneNumberRequested forwardingNumber\n    planType requestedPlan monthlyPrice minutesUsed minutesLimit isActive createdAt\n  }\n": typeof types.ClientFieldsFragmentDoc,
    "\n  query MyClient {\n    myClient {\n      ...ClientFields\n    }\n  }\n": typeof types.MyClientDocument,
    "query RecentCalls { recentCalls { id callerNumber startedAt durationSeconds outcome callType createdAt } }": typeof types.RecentCallsDocument,
    "\n  mutation RecordTestCall($durationSeconds: Int!, $transcript: String, $summary: String, $outcome: String) {\n    recordTestCall(durationSeconds: $durationSeconds, transcript: $transcript, summary: $summary, outcome: $outcome) { id }\n  }\n": typeof types.RecordTestCallDocument,
    "\n  mutation RequestPhoneNumber {\n    requestPhoneNumber {\n      ...ClientFields\n    }\n  }\n": typeof types.RequestPhoneNumberDocument,
    "\n  mutation RequestPlanChange($plan: String!) {\n    requestPlanChange(plan: $plan) {\n      ...ClientFields\n    }\n  }\n": typeof types.RequestPlanChangeDocument,
    "\n  mutation RestoreSetting($historyId: ID!) {\n    restoreSetting(historyId: $historyId) {\n      ...ClientFields\n    }\n  }\n": typeof types.RestoreSettingDocument,
    "\n  query SettingsHistory($limit: Int, $offset: Int) {\n    settingsHistory(limit: $limit, offset: $offset) { total items { id field from to changedBy changedByEmail changedAt } }\n  }\n": typeof types.SettingsHistoryDocument,
    "\n  mutation UpdateClientSetting($field: String!, $value: String!) {\n    updateClientSetting(field: $field, value: $value) {\n      ...ClientFields\n    }\n  }\n": typeof types.UpdateClientSettingDocument,
    "\n  query Usage { usage { period periodStart periodEnd minutesUsed minutesLimit percentUsed totalCalls testCalls forecastMinutes warningLevel } }\n": typeof types.UsageDocument,
    "\n  mutation ChangeDemoRequestStatus($id: ID!, $status: DemoRequestStatus!, $expectedRevision: Int!) {\n    changeDemoRequestStatus(id: $id, status: $status, expectedRevision: $expectedRevision) {\n      ...DemoRequestFields\n    }\n  }\n": typeof types.ChangeDemoRequestStatusDocument,
    "\n  fragment DemoRequestFields on DemoRequest {\n    id email firstName lastName companyName phone formType status contactedAt createdAt revision\n    dealershipName jobRole dealerType websiteUrl notes history { revision kind at byEmail from to notes }\n  }\n": typeof types.DemoRequestFieldsFragmentDoc,
    "\n  query DemoRequestStats { demoRequestStats { total new contacted qualified converted rejected } }\n": typeof types.DemoRequestStatsDocument,
    "\n  query DemoRequest($id: ID!) {\n    demoRequest(id: $id) {\n      ...DemoRequestFields\n    }\n  }\n": typeof types.DemoRequestDocument,
    "\n  query DemoRequests($search: String, $status: DemoRequestStatus, $limit: Int, $after: String) {\n    demoRequests(search: $search, status: $status, limit: $limit, after: $after) {\n      total totalCapped hasMore endCursor\n      items { id email firstName lastName companyName phone formType status contactedAt createdAt revision }\n    }\n  }\n": typeof types.DemoRequestsDocument,
    "\n  mutation SaveDemoRequestNotes($id: ID!, $notes: String!, $expectedRevision: Int!) {\n    saveDemoRequestNotes(id: $id, notes: $notes, expectedRevision: $expectedRevision) {\n      ...DemoRequestFields\n    }\n  }\n": typeof types.SaveDemoRequestNotesDocument,
    "\n  mutation SubmitDemoRequest($input: DemoRequestFormInput!, $idempotencyKey: String!) {\n    submitDemoRequest(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": typeof types.SubmitDemoRequestDocument,
};
const documents: Documents = {
    "\n  query AdminClients($search: String, $status: String, $plan: String, $requests: String, $sort: String, $first: Int, $after: String, $ids: [ID!]) {\n    clients(search: $search, status: $status, plan: $plan, requests: $requests, sort: $sort, first: $first, after: $after, ids: $ids) {\n      items {\n        id businessName ownerEmail ownerFullName phoneNumber phoneNumberRequested planType requestedPlan\n        monthlyPrice minutesUsed minutesLimit isActive createdAt\n      }\n      nextCursor\n      total\n      totalIsExact\n    }\n  }\n": types.AdminClientsDocument,
    "\n  query AnalyticsClientOptions($search: String) { clients(search: $search, first: 50, sort: \"newest\") { items { id businessName ownerEmail } } }\n": types.AnalyticsClientOptionsDocument,
    "\n  mutation AssignPhoneNumber($clientId: ID!, $phoneNumber: String!) {\n    assignPhoneNumber(clientId: $clientId, phoneNumber: $phoneNumber) { id phoneNumber phoneNumberRequested planType requestedPlan isActive }\n  }\n": types.AssignPhoneNumberDocument,
    "\n  query CallsDaily($from: String!, $to: String!, $clientId: String) {\n    callsDaily(from: $from, to: $to, clientId: $clientId) { day calls minutes bookedAppointment completed missed voicemail information unknown }\n  }\n": types.CallsDailyDocument,
    "\n  mutation ChangePlan($clientId: ID!, $plan: String!) {\n    changePlan(clientId: $clientId, plan: $plan) { id phoneNumber phoneNumberRequested planType requestedPlan isActive }\n  }\n": types.ChangePlanDocument,
    "\n  query ClientTrends($from: String!, $to: String!, $clientId: String) {\n    clientTrends(from: $from, to: $to, clientId: $clientId) { mrrMonthly { month mrr } activeClientsDaily { day active } }\n  }\n": types.ClientTrendsDocument,
    "\n  query ClientsOverview { clientsOverview { totalClients activeClients totalMinutes monthlyRevenue phoneNumberRequests planChangeRequests } }\n": types.ClientsOverviewDocument,
    "\n  query LeadsFunnel($from: String!, $to: String!) {\n    leadsFunnel(from: $from, to: $to) { medianMinutesToFirstContact days { day submitted contacted qualified converted medianMinutesToFirstContact } }\n  }\n": types.LeadsFunnelDocument,
    "\n  query PageViewsDaily($from: String!, $to: String!) { pageViewsDaily(from: $from, to: $to) { day path count leads } }\n": types.PageViewsDailyDocument,
    "\n  mutation RetryProjector($name: String!) {\n    retryProjector(name: $name) { eventStore readStore headPosition projectors { name version status position failure { position eventId type error } } }\n  }\n": types.RetryProjectorDocument,
    "\n  mutation SetClientActive($clientId: ID!, $active: Boolean!) {\n    setClientActive(clientId: $clientId, active: $active) { id phoneNumber phoneNumberRequested planType requestedPlan isActive }\n  }\n": types.SetClientActiveDocument,
    "\n  mutation SkipProjector($name: String!) {\n    skipProjector(name: $name) { eventStore readStore headPosition projectors { name version status position failure { position eventId type error } } }\n  }\n": types.SkipProjectorDocument,
    "\n  query SystemStatus {\n    systemStatus { eventStore readStore headPosition projectors { name version status position failure { position eventId type error } } }\n  }\n": types.SystemStatusDocument,
    "\n  query TeamMembers { teamMembers { id email fullName roles lastSignInAt } }\n": types.TeamMembersDocument,
    "\n  query UserByEmail($email: String!) { userByEmail(email: $email) { id email fullName roles lastSignInAt } }\n": types.UserByEmailDocument,
    "\n  mutation GrantRole($userId: ID!, $role: String!) { grantRole(userId: $userId, role: $role) { id email fullName roles lastSignInAt } }\n": types.GrantRoleDocument,
    "\n  mutation RevokeRole($userId: ID!, $role: String!) { revokeRole(userId: $userId, role: $role) { id email fullName roles lastSignInAt } }\n": types.RevokeRoleDocument,
    "\n  query CallLog($id: ID!) {\n    callLog(id: $id) { id callerNumber startedAt durationSeconds outcome callType createdAt transcript summary sentiment topic }\n  }\n": types.CallLogDocument,
    "\n  query CallLogs($filter: CallLogFilter, $limit: Int, $after: String) {\n    callLogs(filter: $filter, limit: $limit, after: $after) {\n      total totalCapped hasMore endCursor items { id callerNumber startedAt durationSeconds outcome callType createdAt }\n    }\n  }\n": types.CallLogsDocument,
    "\n  fragment ClientFields on Client {\n    id businessName greetingMessage aiVoice aiPersonality phoneNumber phoneNumberRequested forwardingNumber\n    planType requestedPlan monthlyPrice minutesUsed minutesLimit isActive createdAt\n  }\n": types.ClientFieldsFragmentDoc,
    "\n  query MyClient {\n    myClient {\n      ...ClientFields\n    }\n  }\n": types.MyClientDocument,
    "query RecentCalls { recentCalls { id callerNumber startedAt durationSeconds outcome callType createdAt } }": types.RecentCallsDocument,
    "\n  mutation RecordTestCall($durationSeconds: Int!, $transcript: String, $summary: String, $outcome: String) {\n    recordTestCall(durationSeconds: $durationSeconds, transcript: $transcript, summary: $summary, outcome: $outcome) { id }\n  }\n": types.RecordTestCallDocument,
    "\n  mutation RequestPhoneNumber {\n    requestPhoneNumber {\n      ...ClientFields\n    }\n  }\n": types.RequestPhoneNumberDocument,
    "\n  mutation RequestPlanChange($plan: String!) {\n    requestPlanChange(plan: $plan) {\n      ...ClientFields\n    }\n  }\n": types.RequestPlanChangeDocument,
    "\n  mutation RestoreSetting($historyId: ID!) {\n    restoreSetting(historyId: $historyId) {\n      ...ClientFields\n    }\n  }\n": types.RestoreSettingDocument,
    "\n  query SettingsHistory($limit: Int, $offset: Int) {\n    settingsHistory(limit: $limit, offset: $offset) { total items { id field from to changedBy changedByEmail changedAt } }\n  }\n": types.SettingsHistoryDocument,
    "\n  mutation UpdateClientSetting($field: String!, $value: String!) {\n    updateClientSetting(field: $field, value: $value) {\n      ...ClientFields\n    }\n  }\n": types.UpdateClientSettingDocument,
    "\n  query Usage { usage { period periodStart periodEnd minutesUsed minutesLimit percentUsed totalCalls testCalls forecastMinutes warningLevel } }\n": types.UsageDocument,
    "\n  mutation ChangeDemoRequestStatus($id: ID!, $status: DemoRequestStatus!, $expectedRevision: Int!) {\n    changeDemoRequestStatus(id: $id, status: $status, expectedRevision: $expectedRevision) {\n      ...DemoRequestFields\n    }\n  }\n": types.ChangeDemoRequestStatusDocument,
    "\n  fragment DemoRequestFields on DemoRequest {\n    id email firstName lastName companyName phone formType status contactedAt createdAt revision\n    dealershipName jobRole dealerType websiteUrl notes history { revision kind at byEmail from to notes }\n  }\n": types.DemoRequestFieldsFragmentDoc,
    "\n  query DemoRequestStats { demoRequestStats { total new contacted qualified converted rejected } }\n": types.DemoRequestStatsDocument,
    "\n  query DemoRequest($id: ID!) {\n    demoRequest(id: $id) {\n      ...DemoRequestFields\n    }\n  }\n": types.DemoRequestDocument,
    "\n  query DemoRequests($search: String, $status: DemoRequestStatus, $limit: Int, $after: String) {\n    demoRequests(search: $search, status: $status, limit: $limit, after: $after) {\n      total totalCapped hasMore endCursor\n      items { id email firstName lastName companyName phone formType status contactedAt createdAt revision }\n    }\n  }\n": types.DemoRequestsDocument,
    "\n  mutation SaveDemoRequestNotes($id: ID!, $notes: String!, $expectedRevision: Int!) {\n    saveDemoRequestNotes(id: $id, notes: $notes, expectedRevision: $expectedRevision) {\n      ...DemoRequestFields\n    }\n  }\n": types.SaveDemoRequestNotesDocument,
    "\n  mutation SubmitDemoRequest($input: DemoRequestFormInput!, $idempotencyKey: String!) {\n    submitDemoRequest(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": types.SubmitDemoRequestDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminClients($search: String, $status: String, $plan: String, $requests: String, $sort: String, $first: Int, $after: String, $ids: [ID!]) {\n    clients(search: $search, status: $status, plan: $plan, requests: $requests, sort: $sort, first: $first, after: $after, ids: $ids) {\n      items {\n        id businessName ownerEmail ownerFullName phoneNumber phoneNumberRequested planType requestedPlan\n        monthlyPrice minutesUsed minutesLimit isActive createdAt\n      }\n      nextCursor\n      total\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query AdminClients($search: String, $status: String, $plan: String, $requests: String, $sort: String, $first: Int, $after: String, $ids: [ID!]) {\n    clients(search: $search, status: $status, plan: $plan, requests: $requests, sort: $sort, first: $first, after: $after, ids: $ids) {\n      items {\n        id businessName ownerEmail ownerFullName phoneNumber phoneNumberRequested planType requestedPlan\n        monthlyPrice minutesUsed minutesLimit isActive createdAt\n      }\n      nextCursor\n      total\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyticsClientOptions($search: String) { clients(search: $search, first: 50, sort: \"newest\") { items { id businessName ownerEmail } } }\n"): (typeof documents)["\n  query AnalyticsClientOptions($search: String) { clients(search: $search, first: 50, sort: \"newest\") { items { id businessName ownerEmail } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignPhoneNumber($clientId: ID!, $phoneNumber: String!) {\n    assignPhoneNumber(clientId: $clientId, phoneNumber: $phoneNumber) { id phoneNumber phoneNumberRequested planType requestedPlan isActive }\n  }\n"): (typeof documents)["\n  mutation AssignPhoneNumber($clientId: ID!, $phoneNumber: String!) {\n    assignPhoneNumber(clientId: $clientId, phoneNumber: $phoneNumber) { id phoneNumber phoneNumberRequested planType requestedPlan isActive }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CallsDaily($from: String!, $to: String!, $clientId: String) {\n    callsDaily(from: $from, to: $to, clientId: $clientId) { day calls minutes bookedAppointment completed missed voicemail information unknown }\n  }\n"): (typeof documents)["\n  query CallsDaily($from: String!, $to: String!, $clientId: String) {\n    callsDaily(from: $from, to: $to, clientId: $clientId) { day calls minutes bookedAppointment completed missed voicemail information unknown }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePlan($clientId: ID!, $plan: String!) {\n    changePlan(clientId: $clientId, plan: $plan) { id phoneNumber phoneNumberRequested planType requestedPlan isActive }\n  }\n"): (typeof documents)["\n  mutation ChangePlan($clientId: ID!, $plan: String!) {\n    changePlan(clientId: $clientId, plan: $plan) { id phoneNumber phoneNumberRequested planType requestedPlan isActive }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientTrends($from: String!, $to: String!, $clientId: String) {\n    clientTrends(from: $from, to: $to, clientId: $clientId) { mrrMonthly { month mrr } activeClientsDaily { day active } }\n  }\n"): (typeof documents)["\n  query ClientTrends($from: String!, $to: String!, $clientId: String) {\n    clientTrends(from: $from, to: $to, clientId: $clientId) { mrrMonthly { month mrr } activeClientsDaily { day active } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientsOverview { clientsOverview { totalClients activeClients totalMinutes monthlyRevenue phoneNumberRequests planChangeRequests } }\n"): (typeof documents)["\n  query ClientsOverview { clientsOverview { totalClients activeClients totalMinutes monthlyRevenue phoneNumberRequests planChangeRequests } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeadsFunnel($from: String!, $to: String!) {\n    leadsFunnel(from: $from, to: $to) { medianMinutesToFirstContact days { day submitted contacted qualified converted medianMinutesToFirstContact } }\n  }\n"): (typeof documents)["\n  query LeadsFunnel($from: String!, $to: String!) {\n    leadsFunnel(from: $from, to: $to) { medianMinutesToFirstContact days { day submitted contacted qualified converted medianMinutesToFirstContact } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageViewsDaily($from: String!, $to: String!) { pageViewsDaily(from: $from, to: $to) { day path count leads } }\n"): (typeof documents)["\n  query PageViewsDaily($from: String!, $to: String!) { pageViewsDaily(from: $from, to: $to) { day path count leads } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryProjector($name: String!) {\n    retryProjector(name: $name) { eventStore readStore headPosition projectors { name version status position failure { position eventId type error } } }\n  }\n"): (typeof documents)["\n  mutation RetryProjector($name: String!) {\n    retryProjector(name: $name) { eventStore readStore headPosition projectors { name version status position failure { position eventId type error } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetClientActive($clientId: ID!, $active: Boolean!) {\n    setClientActive(clientId: $clientId, active: $active) { id phoneNumber phoneNumberRequested planType requestedPlan isActive }\n  }\n"): (typeof documents)["\n  mutation SetClientActive($clientId: ID!, $active: Boolean!) {\n    setClientActive(clientId: $clientId, active: $active) { id phoneNumber phoneNumberRequested planType requestedPlan isActive }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SkipProjector($name: String!) {\n    skipProjector(name: $name) { eventStore readStore headPosition projectors { name version status position failure { position eventId type error } } }\n  }\n"): (typeof documents)["\n  mutation SkipProjector($name: String!) {\n    skipProjector(name: $name) { eventStore readStore headPosition projectors { name version status position failure { position eventId type error } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SystemStatus {\n    systemStatus { eventStore readStore headPosition projectors { name version status position failure { position eventId type error } } }\n  }\n"): (typeof documents)["\n  query SystemStatus {\n    systemStatus { eventStore readStore headPosition projectors { name version status position failure { position eventId type error } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamMembers { teamMembers { id email fullName roles lastSignInAt } }\n"): (typeof documents)["\n  query TeamMembers { teamMembers { id email fullName roles lastSignInAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserByEmail($email: String!) { userByEmail(email: $email) { id email fullName roles lastSignInAt } }\n"): (typeof documents)["\n  query UserByEmail($email: String!) { userByEmail(email: $email) { id email fullName roles lastSignInAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantRole($userId: ID!, $role: String!) { grantRole(userId: $userId, role: $role) { id email fullName roles lastSignInAt } }\n"): (typeof documents)["\n  mutation GrantRole($userId: ID!, $role: String!) { grantRole(userId: $userId, role: $role) { id email fullName roles lastSignInAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeRole($userId: ID!, $role: String!) { revokeRole(userId: $userId, role: $role) { id email fullName roles lastSignInAt } }\n"): (typeof documents)["\n  mutation RevokeRole($userId: ID!, $role: String!) { revokeRole(userId: $userId, role: $role) { id email fullName roles lastSignInAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CallLog($id: ID!) {\n    callLog(id: $id) { id callerNumber startedAt durationSeconds outcome callType createdAt transcript summary sentiment topic }\n  }\n"): (typeof documents)["\n  query CallLog($id: ID!) {\n    callLog(id: $id) { id callerNumber startedAt durationSeconds outcome callType createdAt transcript summary sentiment topic }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CallLogs($filter: CallLogFilter, $limit: Int, $after: String) {\n    callLogs(filter: $filter, limit: $limit, after: $after) {\n      total totalCapped hasMore endCursor items { id callerNumber startedAt durationSeconds outcome callType createdAt }\n    }\n  }\n"): (typeof documents)["\n  query CallLogs($filter: CallLogFilter, $limit: Int, $after: String) {\n    callLogs(filter: $filter, limit: $limit, after: $after) {\n      total totalCapped hasMore endCursor items { id callerNumber startedAt durationSeconds outcome callType createdAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientFields on Client {\n    id businessName greetingMessage aiVoice aiPersonality phoneNumber phoneNumberRequested forwardingNumber\n    planType requestedPlan monthlyPrice minutesUsed minutesLimit isActive createdAt\n  }\n"): (typeof documents)["\n  fragment ClientFields on Client {\n    id businessName greetingMessage aiVoice aiPersonality phoneNumber phoneNumberRequested forwardingNumber\n    planType requestedPlan monthlyPrice minutesUsed minutesLimit isActive createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyClient {\n    myClient {\n      ...ClientFields\n    }\n  }\n"): (typeof documents)["\n  query MyClient {\n    myClient {\n      ...ClientFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecentCalls { recentCalls { id callerNumber startedAt durationSeconds outcome callType createdAt } }"): (typeof documents)["query RecentCalls { recentCalls { id callerNumber startedAt durationSeconds outcome callType createdAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordTestCall($durationSeconds: Int!, $transcript: String, $summary: String, $outcome: String) {\n    recordTestCall(durationSeconds: $durationSeconds, transcript: $transcript, summary: $summary, outcome: $outcome) { id }\n  }\n"): (typeof documents)["\n  mutation RecordTestCall($durationSeconds: Int!, $transcript: String, $summary: String, $outcome: String) {\n    recordTestCall(durationSeconds: $durationSeconds, transcript: $transcript, summary: $summary, outcome: $outcome) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPhoneNumber {\n    requestPhoneNumber {\n      ...ClientFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPhoneNumber {\n    requestPhoneNumber {\n      ...ClientFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPlanChange($plan: String!) {\n    requestPlanChange(plan: $plan) {\n      ...ClientFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPlanChange($plan: String!) {\n    requestPlanChange(plan: $plan) {\n      ...ClientFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreSetting($historyId: ID!) {\n    restoreSetting(historyId: $historyId) {\n      ...ClientFields\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreSetting($historyId: ID!) {\n    restoreSetting(historyId: $historyId) {\n      ...ClientFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsHistory($limit: Int, $offset: Int) {\n    settingsHistory(limit: $limit, offset: $offset) { total items { id field from to changedBy changedByEmail changedAt } }\n  }\n"): (typeof documents)["\n  query SettingsHistory($limit: Int, $offset: Int) {\n    settingsHistory(limit: $limit, offset: $offset) { total items { id field from to changedBy changedByEmail changedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClientSetting($field: String!, $value: String!) {\n    updateClientSetting(field: $field, value: $value) {\n      ...ClientFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateClientSetting($field: String!, $value: String!) {\n    updateClientSetting(field: $field, value: $value) {\n      ...ClientFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Usage { usage { period periodStart periodEnd minutesUsed minutesLimit percentUsed totalCalls testCalls forecastMinutes warningLevel } }\n"): (typeof documents)["\n  query Usage { usage { period periodStart periodEnd minutesUsed minutesLimit percentUsed totalCalls testCalls forecastMinutes warningLevel } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeDemoRequestStatus($id: ID!, $status: DemoRequestStatus!, $expectedRevision: Int!) {\n    changeDemoRequestStatus(id: $id, status: $status, expectedRevision: $expectedRevision) {\n      ...DemoRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeDemoRequestStatus($id: ID!, $status: DemoRequestStatus!, $expectedRevision: Int!) {\n    changeDemoRequestStatus(id: $id, status: $status, expectedRevision: $expectedRevision) {\n      ...DemoRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DemoRequestFields on DemoRequest {\n    id email firstName lastName companyName phone formType status contactedAt createdAt revision\n    dealershipName jobRole dealerType websiteUrl notes history { revision kind at byEmail from to notes }\n  }\n"): (typeof documents)["\n  fragment DemoRequestFields on DemoRequest {\n    id email firstName lastName companyName phone formType status contactedAt createdAt revision\n    dealershipName jobRole dealerType websiteUrl notes history { revision kind at byEmail from to notes }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DemoRequestStats { demoRequestStats { total new contacted qualified converted rejected } }\n"): (typeof documents)["\n  query DemoRequestStats { demoRequestStats { total new contacted qualified converted rejected } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DemoRequest($id: ID!) {\n    demoRequest(id: $id) {\n      ...DemoRequestFields\n    }\n  }\n"): (typeof documents)["\n  query DemoRequest($id: ID!) {\n    demoRequest(id: $id) {\n      ...DemoRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DemoRequests($search: String, $status: DemoRequestStatus, $limit: Int, $after: String) {\n    demoRequests(search: $search, status: $status, limit: $limit, after: $after) {\n      total totalCapped hasMore endCursor\n      items { id email firstName lastName companyName phone formType status contactedAt createdAt revision }\n    }\n  }\n"): (typeof documents)["\n  query DemoRequests($search: String, $status: DemoRequestStatus, $limit: Int, $after: String) {\n    demoRequests(search: $search, status: $status, limit: $limit, after: $after) {\n      total totalCapped hasMore endCursor\n      items { id email firstName lastName companyName phone formType status contactedAt createdAt revision }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDemoRequestNotes($id: ID!, $notes: String!, $expectedRevision: Int!) {\n    saveDemoRequestNotes(id: $id, notes: $notes, expectedRevision: $expectedRevision) {\n      ...DemoRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveDemoRequestNotes($id: ID!, $notes: String!, $expectedRevision: Int!) {\n    saveDemoRequestNotes(id: $id, notes: $notes, expectedRevision: $expectedRevision) {\n      ...DemoRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitDemoRequest($input: DemoRequestFormInput!, $idempotencyKey: String!) {\n    submitDemoRequest(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitDemoRequest($input: DemoRequestFormInput!, $idempotencyKey: String!) {\n    submitDemoRequest(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;