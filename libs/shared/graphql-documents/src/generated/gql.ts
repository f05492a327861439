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
    "mutation E2eTrendChangePlan($id: ID!) { changePlan(clientId: $id, plan: \"enterprise\") { id } }": typeof types.E2eTrendChangePlanDocument,
    "query E2eLeadsFunnel($from: String!, $to: String!) { leadsFunnel(from: $from, to: $to) { days { submitted contacted qualified converted } } }": typeof types.E2eLeadsFunnelDocument,
    "\n            query E2eMonthlyRevenue {\n              clientsOverview {\n                monthlyRevenue\n              }\n            }\n          ": typeof types.E2eMonthlyRevenueDocument,
    "\n        query E2eClientAfterEdits {\n          myClient {\n            phoneNumber\n            planType\n            isActive\n          }\n        }\n      ": typeof types.E2eClientAfterEditsDocument,
    "\n      query E2eMyClientId {\n        myClient {\n          id\n        }\n      }\n    ": typeof types.E2eMyClientIdDocument,
    "\n      mutation E2eRenameBusiness($value: String!) {\n        updateClientSetting(field: \"business_name\", value: $value) {\n          id\n        }\n      }\n    ": typeof types.E2eRenameBusinessDocument,
    "\n        mutation E2eRequestPhoneNumber {\n          requestPhoneNumber {\n            id\n          }\n        }\n      ": typeof types.E2eRequestPhoneNumberDocument,
    "\n        mutation E2eRequestProPlan {\n          requestPlanChange(plan: \"pro\") {\n            id\n          }\n        }\n      ": typeof types.E2eRequestProPlanDocument,
    "\n  mutation E2eAssignPhoneNumber($clientId: ID!, $phoneNumber: String!) {\n    assignPhoneNumber(clientId: $clientId, phoneNumber: $phoneNumber) {\n      phoneNumber\n    }\n  }\n": typeof types.E2eAssignPhoneNumberDocument,
    "\n  query E2eRecordingUrl {\n    callLogs(limit: 1) {\n      items {\n        recording {\n          status\n          url\n        }\n      }\n    }\n  }\n": typeof types.E2eRecordingUrlDocument,
    "\n      query E2eClientId {\n        myClient {\n          id\n        }\n      }\n    ": typeof types.E2eClientIdDocument,
    "\n    query E2eUsage {\n      usage {\n        minutesUsed\n        minutesLimit\n        totalCalls\n        forecastMinutes\n      }\n    }\n  ": typeof types.E2eUsageDocument,
    "\n  mutation E2eSetSetting($field: String!, $value: String!) {\n    updateClientSetting(field: $field, value: $value) {\n      id\n    }\n  }\n": typeof types.E2eSetSettingDocument,
    "\n  mutation E2eAcceptanceAssignNumber($clientId: ID!, $phoneNumber: String!) {\n    assignPhoneNumber(clientId: $clientId, phoneNumber: $phoneNumber) {\n      phoneNumber\n    }\n  }\n": typeof types.E2eAcceptanceAssignNumberDocument,
    "\n      query E2eLeadsMatching($search: String) {\n        demoRequests(search: $search, limit: 200) {\n          items { id email firstName lastName companyName phone jobRole dealerType websiteUrl formType status notes contactedAt revision }\n        }\n      }\n    ": typeof types.E2eLeadsMatchingDocument,
    "mutation E2eSubmitLead($input: DemoRequestFormInput!, $key: String!) { submitDemoRequest(input: $input, idempotencyKey: $key) { id } }": typeof types.E2eSubmitLeadDocument,
    "mutation E2eChangeStatus($id: ID!, $status: DemoRequestStatus!, $rev: Int!) { changeDemoRequestStatus(id: $id, status: $status, expectedRevision: $rev) { id } }": typeof types.E2eChangeStatusDocument,
    "query E2eLeadStats { demoRequestStats { total new contacted qualified converted rejected } }": typeof types.E2eLeadStatsDocument,
    "\n  mutation E2ePhoneAddWebhookEndpoint($input: WebhookEndpointInput!) {\n    addWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n      }\n    }\n  }\n": typeof types.E2ePhoneAddWebhookEndpointDocument,
    "\n  mutation E2eAxeAddWebhookEndpoint($input: WebhookEndpointInput!) {\n    addWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n      }\n    }\n  }\n": typeof types.E2eAxeAddWebhookEndpointDocument,
    "\n            query E2eDailyViews($day: String!) {\n              pageViewsDaily(from: $day, to: $day) {\n                path\n                count\n                leads\n              }\n            }\n          ": typeof types.E2eDailyViewsDocument,
    "\n  query AsOfBuild($at: String!) {\n    asOfBuild(at: $at) {\n      at\n      state\n      progress\n      eventsApplied\n    }\n  }\n": typeof types.AsOfBuildDocument,
    "\n  query StreamHistory($stream: String!) {\n    streamHistory(stream: $stream) {\n      stream\n      truncated\n      events {\n        revision\n        type\n        occurredAt\n        actorEmail\n        changes {\n          field\n          before\n          after\n          personalBefore\n          personalAfter\n        }\n      }\n    }\n  }\n": typeof types.StreamHistoryDocument,
    "\n  query AdminClients(\n    $search: String\n    $status: String\n    $plan: String\n    $requests: String\n    $sort: String\n    $first: Int\n    $after: String\n    $ids: [ID!]\n    $asOf: String\n  ) {\n    clients(search: $search, status: $status, plan: $plan, requests: $requests, sort: $sort, first: $first, after: $after, ids: $ids, asOf: $asOf) {\n      items {\n        id\n        businessName\n        ownerEmail\n        ownerFullName\n        isActive\n        createdAt\n        phoneNumber\n        phoneNumberRequested\n        planType\n        requestedPlan\n        monthlyPrice\n        minutesUsed\n        minutesLimit\n      }\n      nextCursor\n      total\n      totalIsExact\n    }\n  }\n": typeof types.AdminClientsDocument,
    "\n  query AnalyticsClientOptions($search: String) {\n    clients(search: $search, first: 50, sort: \"newest\") {\n      items {\n        id\n        businessName\n        ownerEmail\n      }\n    }\n  }\n": typeof types.AnalyticsClientOptionsDocument,
    "\n  mutation AssignPhoneNumber($clientId: ID!, $phoneNumber: String!) {\n    assignPhoneNumber(clientId: $clientId, phoneNumber: $phoneNumber) {\n      ...ClientRecordFields\n    }\n  }\n": typeof types.AssignPhoneNumberDocument,
    "\n  query CallsDaily($from: String!, $to: String!, $clientId: String) {\n    callsDaily(from: $from, to: $to, clientId: $clientId) {\n      day\n      calls\n      minutes\n      bookedAppointment\n      completed\n      missed\n      voicemail\n      information\n      unknown\n    }\n  }\n": typeof types.CallsDailyDocument,
    "\n  mutation ChangePlan($clientId: ID!, $plan: String!) {\n    changePlan(clientId: $clientId, plan: $plan) {\n      ...ClientRecordFields\n    }\n  }\n": typeof types.ChangePlanDocument,
    "\n  fragment ClientRecordFields on Client {\n    id\n    phoneNumber\n    phoneNumberRequested\n    planType\n    requestedPlan\n    isActive\n  }\n": typeof types.ClientRecordFieldsFragmentDoc,
    "\n  query ClientTrends($from: String!, $to: String!, $clientId: String) {\n    clientTrends(from: $from, to: $to, clientId: $clientId) {\n      mrrMonthly {\n        month\n        mrr\n      }\n      activeClientsDaily {\n        day\n        active\n      }\n    }\n  }\n": typeof types.ClientTrendsDocument,
    "\n  query ClientsOverview($asOf: String) {\n    clientsOverview(asOf: $asOf) {\n      ...OverviewCardsFields\n      ...PendingRequestsFields\n    }\n  }\n": typeof types.ClientsOverviewDocument,
    "\n  query LeadMails {\n    leadMails\n  }\n": typeof types.LeadMailsDocument,
    "\n  mutation SetLeadMails($enabled: Boolean!) {\n    setLeadMails(enabled: $enabled)\n  }\n": typeof types.SetLeadMailsDocument,
    "\n  query LeadsFunnel($from: String!, $to: String!) {\n    leadsFunnel(from: $from, to: $to) {\n      medianMinutesToFirstContact\n      days {\n        day\n        submitted\n        contacted\n        qualified\n        converted\n        medianMinutesToFirstContact\n      }\n    }\n  }\n": typeof types.LeadsFunnelDocument,
    "\n  query PageViewsDaily($from: String!, $to: String!) {\n    pageViewsDaily(from: $from, to: $to) {\n      day\n      path\n      count\n      leads\n    }\n  }\n": typeof types.PageViewsDailyDocument,
    "\n  mutation RetryProjector($name: String!) {\n    retryProjector(name: $name) {\n      ...SystemStatusFields\n    }\n  }\n": typeof types.RetryProjectorDocument,
    "\n  mutation SetClientActive($clientId: ID!, $active: Boolean!) {\n    setClientActive(clientId: $clientId, active: $active) {\n      ...ClientRecordFields\n    }\n  }\n": typeof types.SetClientActiveDocument,
    "\n  mutation SkipProjector($name: String!) {\n    skipProjector(name: $name) {\n      ...SystemStatusFields\n    }\n  }\n": typeof types.SkipProjectorDocument,
    "\n  fragment SystemStatusFields on SystemStatus {\n    eventStore\n    readStore\n    headPosition\n    projectors {\n      name\n      version\n      status\n      position\n      failure {\n        position\n        eventId\n        type\n        error\n      }\n    }\n  }\n": typeof types.SystemStatusFieldsFragmentDoc,
    "\n  query SystemStatus {\n    systemStatus {\n      ...SystemStatusFields\n    }\n  }\n": typeof types.SystemStatusDocument,
    "\n  fragment TeamMemberFields on TeamMember {\n    id\n    email\n    fullName\n    roles\n    lastSignInAt\n  }\n": typeof types.TeamMemberFieldsFragmentDoc,
    "\n  query TeamMembers {\n    teamMembers {\n      ...TeamMemberFields\n    }\n  }\n": typeof types.TeamMembersDocument,
    "\n  query UserByEmail($email: String!) {\n    userByEmail(email: $email) {\n      ...TeamMemberFields\n    }\n  }\n": typeof types.UserByEmailDocument,
    "\n  mutation GrantRole($userId: ID!, $role: String!) {\n    grantRole(userId: $userId, role: $role) {\n      ...TeamMemberFields\n    }\n  }\n": typeof types.GrantRoleDocument,
    "\n  mutation RevokeRole($userId: ID!, $role: String!) {\n    revokeRole(userId: $userId, role: $role) {\n      ...TeamMemberFields\n    }\n  }\n": typeof types.RevokeRoleDocument,
    "\n  fragment OverviewCardsFields on ClientsOverview {\n    totalClients\n    totalMinutes\n    monthlyRevenue\n    activeClients\n  }\n": typeof types.OverviewCardsFieldsFragmentDoc,
    "\n  fragment PendingRequestsFields on ClientsOverview {\n    phoneNumberRequests\n    planChangeRequests\n  }\n": typeof types.PendingRequestsFieldsFragmentDoc,
    "\n  fragment AlertPreferencesFields on AlertPreferences {\n    messageTaken\n    urgentMessage\n    negativeSentiment\n    unansweredTransfer\n    usage80\n    usage100\n    saved\n    dailySummary {\n      enabled\n      time\n      timeZone\n    }\n  }\n": typeof types.AlertPreferencesFieldsFragmentDoc,
    "\n  query AlertPreferences {\n    alertPreferences {\n      ...AlertPreferencesFields\n    }\n  }\n": typeof types.AlertPreferencesDocument,
    "\n  mutation SetAlertPreferences($preferences: AlertPreferencesInput!) {\n    setAlertPreferences(preferences: $preferences) {\n      ...AlertPreferencesFields\n    }\n  }\n": typeof types.SetAlertPreferencesDocument,
    "\n  fragment AppointmentFields on Appointment {\n    id\n    callId\n    agent\n    kind\n    startsAt\n    customerName\n    vehicle\n    concern\n    status\n    bookedAt\n    callerNumber\n  }\n": typeof types.AppointmentFieldsFragmentDoc,
    "\n  query Appointments($when: String!, $agent: String, $first: Int, $after: String) {\n    appointments(when: $when, agent: $agent, first: $first, after: $after) {\n      total\n      nextCursor\n      items {\n        ...AppointmentFields\n      }\n    }\n  }\n": typeof types.AppointmentsDocument,
    "\n  mutation SetAppointmentStatus($id: ID!, $status: String!) {\n    setAppointmentStatus(id: $id, status: $status) {\n      ...AppointmentFields\n    }\n  }\n": typeof types.SetAppointmentStatusDocument,
    "\n  query CallLog($id: ID!) {\n    callLog(id: $id) {\n      ...CallRowFields\n      transcript\n      summary\n      sentiment\n      topic\n      agent\n      appointment {\n        ...AppointmentFields\n      }\n      message {\n        ...CallMessageFields\n      }\n      transfer {\n        department\n        toName\n        toNumber\n        answered\n        at\n      }\n      sms {\n        to\n        text\n        status\n        at\n      }\n      recording {\n        status\n        url\n        contentType\n        durationSeconds\n        reason\n        retentionDays\n      }\n    }\n  }\n": typeof types.CallLogDocument,
    "\n  query CallLogs($filter: CallLogFilter, $limit: Int, $after: String) {\n    callLogs(filter: $filter, limit: $limit, after: $after) {\n      pageInfo {\n        ...PageInfoFields\n      }\n      items {\n        ...CallRowFields\n      }\n    }\n  }\n": typeof types.CallLogsDocument,
    "\n  fragment CallMessageFields on CallMessage {\n    id\n    callId\n    agent\n    callerName\n    callbackNumber\n    text\n    urgency\n    handled\n    takenAt\n    handledAt\n  }\n": typeof types.CallMessageFieldsFragmentDoc,
    "\n  query CallMessages($status: String!, $first: Int, $after: String) {\n    callMessages(status: $status, first: $first, after: $after) {\n      total\n      nextCursor\n      items {\n        ...CallMessageFields\n      }\n    }\n  }\n": typeof types.CallMessagesDocument,
    "\n  mutation MarkMessageHandled($id: ID!, $handled: Boolean!) {\n    markMessageHandled(id: $id, handled: $handled) {\n      ...CallMessageFields\n    }\n  }\n": typeof types.MarkMessageHandledDocument,
    "\n  fragment CallRowFields on CallLog {\n    id\n    callerNumber\n    startedAt\n    durationSeconds\n    outcome\n    callType\n    createdAt\n  }\n": typeof types.CallRowFieldsFragmentDoc,
    "\n  fragment ClientFields on Client {\n    id\n    businessName\n    greetingMessage\n    aiVoice\n    aiPersonality\n    phoneNumber\n    phoneNumberRequested\n    forwardingNumber\n    businessAddress\n    directions\n    businessHours\n    knowledge\n    transferRules\n    agents\n    smsFollowUp\n    recordingRetentionDays\n    planType\n    requestedPlan\n    monthlyPrice\n    minutesUsed\n    minutesLimit\n    isActive\n    createdAt\n  }\n": typeof types.ClientFieldsFragmentDoc,
    "\n  query MyClient {\n    myClient {\n      ...ClientFields\n    }\n  }\n": typeof types.MyClientDocument,
    "\n  query OwnerInbox($timeZone: String) {\n    ownerInbox(timeZone: $timeZone) {\n      unhandledMessages\n      upcomingAppointments\n      today {\n        appointmentsBooked\n        messagesWaiting\n        transfersMissed\n      }\n    }\n  }\n": typeof types.OwnerInboxDocument,
    "\n  query RecentCalls {\n    recentCalls {\n      ...CallRowFields\n    }\n  }\n": typeof types.RecentCallsDocument,
    "\n  mutation RecordTestCall($durationSeconds: Int!, $transcript: String, $summary: String, $outcome: String) {\n    recordTestCall(durationSeconds: $durationSeconds, transcript: $transcript, summary: $summary, outcome: $outcome) {\n      id\n    }\n  }\n": typeof types.RecordTestCallDocument,
    "\n  mutation RequestPhoneNumber {\n    requestPhoneNumber {\n      ...ClientFields\n    }\n  }\n": typeof types.RequestPhoneNumberDocument,
    "\n  mutation RequestPlanChange($plan: String!) {\n    requestPlanChange(plan: $plan) {\n      ...ClientFields\n    }\n  }\n": typeof types.RequestPlanChangeDocument,
    "\n  mutation RestoreSetting($historyId: ID!) {\n    restoreSetting(historyId: $historyId) {\n      ...ClientFields\n    }\n  }\n": typeof types.RestoreSettingDocument,
    "\n  query SettingsHistory($limit: Int, $offset: Int) {\n    settingsHistory(limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        field\n        from\n        to\n        changedBy\n        changedByEmail\n        changedAt\n      }\n    }\n  }\n": typeof types.SettingsHistoryDocument,
    "\n  mutation UpdateClientSetting($field: String!, $value: String!) {\n    updateClientSetting(field: $field, value: $value) {\n      ...ClientFields\n    }\n  }\n": typeof types.UpdateClientSettingDocument,
    "\n  query Usage {\n    usage {\n      period\n      periodStart\n      periodEnd\n      minutesUsed\n      minutesLimit\n      percentUsed\n      totalCalls\n      testCalls\n      forecastMinutes\n      warningLevel\n    }\n  }\n": typeof types.UsageDocument,
    "\n  query EventLog($filter: EventLogFilter, $before: Int, $first: Int) {\n    eventLog(filter: $filter, before: $before, first: $first) {\n      nextBefore\n      items {\n        position\n        eventId\n        stream\n        revision\n        type\n        occurredAt\n        actorId\n        correlationId\n        causationId\n        dataJson\n        personalDataJson\n      }\n    }\n  }\n": typeof types.EventLogDocument,
    "\n  mutation ChangeDemoRequestStatus($id: ID!, $status: DemoRequestStatus!, $expectedRevision: Int!) {\n    changeDemoRequestStatus(id: $id, status: $status, expectedRevision: $expectedRevision) {\n      ...DemoRequestFields\n    }\n  }\n": typeof types.ChangeDemoRequestStatusDocument,
    "\n  fragment DemoRequestRowFields on DemoRequest {\n    id\n    email\n    firstName\n    lastName\n    companyName\n    phone\n    formType\n    status\n    contactedAt\n    createdAt\n    revision\n  }\n": typeof types.DemoRequestRowFieldsFragmentDoc,
    "\n  fragment DemoRequestFields on DemoRequest {\n    ...DemoRequestRowFields\n    dealershipName\n    jobRole\n    dealerType\n    websiteUrl\n    notes\n    history {\n      revision\n      kind\n      at\n      byEmail\n      from\n      to\n      notes\n    }\n  }\n": typeof types.DemoRequestFieldsFragmentDoc,
    "\n  query DemoRequestStats($asOf: String) {\n    demoRequestStats(asOf: $asOf) {\n      total\n      new\n      contacted\n      qualified\n      converted\n      rejected\n    }\n  }\n": typeof types.DemoRequestStatsDocument,
    "\n  query DemoRequest($id: ID!, $asOf: String) {\n    demoRequest(id: $id, asOf: $asOf) {\n      ...DemoRequestFields\n    }\n  }\n": typeof types.DemoRequestDocument,
    "\n  query DemoRequests($search: String, $status: DemoRequestStatus, $limit: Int, $after: String, $asOf: String) {\n    demoRequests(search: $search, status: $status, limit: $limit, after: $after, asOf: $asOf) {\n      pageInfo {\n        ...PageInfoFields\n      }\n      items {\n        ...DemoRequestRowFields\n      }\n    }\n  }\n": typeof types.DemoRequestsDocument,
    "\n  mutation SaveDemoRequestNotes($id: ID!, $notes: String!, $expectedRevision: Int!) {\n    saveDemoRequestNotes(id: $id, notes: $notes, expectedRevision: $expectedRevision) {\n      ...DemoRequestFields\n    }\n  }\n": typeof types.SaveDemoRequestNotesDocument,
    "\n  mutation SubmitDemoRequest($input: DemoRequestFormInput!, $idempotencyKey: String!) {\n    submitDemoRequest(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": typeof types.SubmitDemoRequestDocument,
    "\n  query Alerts {\n    alerts(first: 20) {\n      unread\n      items {\n        id\n        kind\n        subject\n        path\n        at\n        unread\n      }\n    }\n  }\n": typeof types.AlertsDocument,
    "\n  mutation MarkAlertsRead {\n    markAlertsRead {\n      unread\n      items {\n        id\n        unread\n      }\n    }\n  }\n": typeof types.MarkAlertsReadDocument,
    "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    endpointId\n    event\n    createdAt\n    status\n    attempts\n    lastStatusCode\n    lastLatencyMs\n    lastError\n    lastAttemptAt\n    nextAttemptAt\n  }\n": typeof types.WebhookDeliveryFieldsFragmentDoc,
    "\n  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n      items {\n        ...WebhookDeliveryFields\n      }\n      nextCursor\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  query WebhookDelivery($id: ID!) {\n    webhookDelivery(id: $id) {\n      body\n      attempts {\n        attempt\n        at\n        succeeded\n        statusCode\n        latencyMs\n        error\n        nextAttemptAt\n      }\n    }\n  }\n": typeof types.WebhookDeliveryDocument,
    "\n  mutation ResendWebhookDelivery($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n": typeof types.ResendWebhookDeliveryDocument,
    "\n  mutation ReplayWebhookDeliveries($endpointId: ID!, $from: DateTime!, $to: DateTime!) {\n    replayWebhookDeliveries(endpointId: $endpointId, from: $from, to: $to)\n  }\n": typeof types.ReplayWebhookDeliveriesDocument,
    "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    status\n    pausedReason\n    secretHint\n    createdAt\n    updatedAt\n  }\n": typeof types.WebhookEndpointFieldsFragmentDoc,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  mutation AddWebhookEndpoint($input: WebhookEndpointInput!) {\n    addWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": typeof types.AddWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.UpdateWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": typeof types.RotateWebhookSecretDocument,
    "\n  mutation PauseWebhookEndpoint($id: ID!) {\n    pauseWebhookEndpoint(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.PauseWebhookEndpointDocument,
    "\n  mutation ResumeWebhookEndpoint($id: ID!) {\n    resumeWebhookEndpoint(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.ResumeWebhookEndpointDocument,
    "\n  mutation RemoveWebhookEndpoint($id: ID!) {\n    removeWebhookEndpoint(id: $id)\n  }\n": typeof types.RemoveWebhookEndpointDocument,
    "\n  fragment PageInfoFields on PageInfo {\n    endCursor\n    hasMore\n    total\n    totalCapped\n  }\n": typeof types.PageInfoFieldsFragmentDoc,
};
const documents: Documents = {
    "mutation E2eTrendChangePlan($id: ID!) { changePlan(clientId: $id, plan: \"enterprise\") { id } }": types.E2eTrendChangePlanDocument,
    "query E2eLeadsFunnel($from: String!, $to: String!) { leadsFunnel(from: $from, to: $to) { days { submitted contacted qualified converted } } }": types.E2eLeadsFunnelDocument,
    "\n            query E2eMonthlyRevenue {\n              clientsOverview {\n                monthlyRevenue\n              }\n            }\n          ": types.E2eMonthlyRevenueDocument,
    "\n        query E2eClientAfterEdits {\n          myClient {\n            phoneNumber\n            planType\n            isActive\n          }\n        }\n      ": types.E2eClientAfterEditsDocument,
    "\n      query E2eMyClientId {\n        myClient {\n          id\n        }\n      }\n    ": types.E2eMyClientIdDocument,
    "\n      mutation E2eRenameBusiness($value: String!) {\n        updateClientSetting(field: \"business_name\", value: $value) {\n          id\n        }\n      }\n    ": types.E2eRenameBusinessDocument,
    "\n        mutation E2eRequestPhoneNumber {\n          requestPhoneNumber {\n            id\n          }\n        }\n      ": types.E2eRequestPhoneNumberDocument,
    "\n        mutation E2eRequestProPlan {\n          requestPlanChange(plan: \"pro\") {\n            id\n          }\n        }\n      ": types.E2eRequestProPlanDocument,
    "\n  mutation E2eAssignPhoneNumber($clientId: ID!, $phoneNumber: String!) {\n    assignPhoneNumber(clientId: $clientId, phoneNumber: $phoneNumber) {\n      phoneNumber\n    }\n  }\n": types.E2eAssignPhoneNumberDocument,
    "\n  query E2eRecordingUrl {\n    callLogs(limit: 1) {\n      items {\n        recording {\n          status\n          url\n        }\n      }\n    }\n  }\n": types.E2eRecordingUrlDocument,
    "\n      query E2eClientId {\n        myClient {\n          id\n        }\n      }\n    ": types.E2eClientIdDocument,
    "\n    query E2eUsage {\n      usage {\n        minutesUsed\n        minutesLimit\n        totalCalls\n        forecastMinutes\n      }\n    }\n  ": types.E2eUsageDocument,
    "\n  mutation E2eSetSetting($field: String!, $value: String!) {\n    updateClientSetting(field: $field, value: $value) {\n      id\n    }\n  }\n": types.E2eSetSettingDocument,
    "\n  mutation E2eAcceptanceAssignNumber($clientId: ID!, $phoneNumber: String!) {\n    assignPhoneNumber(clientId: $clientId, phoneNumber: $phoneNumber) {\n      phoneNumber\n    }\n  }\n": types.E2eAcceptanceAssignNumberDocument,
    "\n      query E2eLeadsMatching($search: String) {\n        demoRequests(search: $search, limit: 200) {\n          items { id email firstName lastName companyName phone jobRole dealerType websiteUrl formType status notes contactedAt revision }\n        }\n      }\n    ": types.E2eLeadsMatchingDocument,
    "mutation E2eSubmitLead($input: DemoRequestFormInput!, $key: String!) { submitDemoRequest(input: $input, idempotencyKey: $key) { id } }": types.E2eSubmitLeadDocument,
    "mutation E2eChangeStatus($id: ID!, $status: DemoRequestStatus!, $rev: Int!) { changeDemoRequestStatus(id: $id, status: $status, expectedRevision: $rev) { id } }": types.E2eChangeStatusDocument,
    "query E2eLeadStats { demoRequestStats { total new contacted qualified converted rejected } }": types.E2eLeadStatsDocument,
    "\n  mutation E2ePhoneAddWebhookEndpoint($input: WebhookEndpointInput!) {\n    addWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n      }\n    }\n  }\n": types.E2ePhoneAddWebhookEndpointDocument,
    "\n  mutation E2eAxeAddWebhookEndpoint($input: WebhookEndpointInput!) {\n    addWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n      }\n    }\n  }\n": types.E2eAxeAddWebhookEndpointDocument,
    "\n            query E2eDailyViews($day: String!) {\n              pageViewsDaily(from: $day, to: $day) {\n                path\n                count\n                leads\n              }\n            }\n          ": types.E2eDailyViewsDocument,
    "\n  query AsOfBuild($at: String!) {\n    asOfBuild(at: $at) {\n      at\n      state\n      progress\n      eventsApplied\n    }\n  }\n": types.AsOfBuildDocument,
    "\n  query StreamHistory($stream: String!) {\n    streamHistory(stream: $stream) {\n      stream\n      truncated\n      events {\n        revision\n        type\n        occurredAt\n        actorEmail\n        changes {\n          field\n          before\n          after\n          personalBefore\n          personalAfter\n        }\n      }\n    }\n  }\n": types.StreamHistoryDocument,
    "\n  query AdminClients(\n    $search: String\n    $status: String\n    $plan: String\n    $requests: String\n    $sort: String\n    $first: Int\n    $after: String\n    $ids: [ID!]\n    $asOf: String\n  ) {\n    clients(search: $search, status: $status, plan: $plan, requests: $requests, sort: $sort, first: $first, after: $after, ids: $ids, asOf: $asOf) {\n      items {\n        id\n        businessName\n        ownerEmail\n        ownerFullName\n        isActive\n        createdAt\n        phoneNumber\n        phoneNumberRequested\n        planType\n        requestedPlan\n        monthlyPrice\n        minutesUsed\n        minutesLimit\n      }\n      nextCursor\n      total\n      totalIsExact\n    }\n  }\n": types.AdminClientsDocument,
    "\n  query AnalyticsClientOptions($search: String) {\n    clients(search: $search, first: 50, sort: \"newest\") {\n      items {\n        id\n        businessName\n        ownerEmail\n      }\n    }\n  }\n": types.AnalyticsClientOptionsDocument,
    "\n  mutation AssignPhoneNumber($clientId: ID!, $phoneNumber: String!) {\n    assignPhoneNumber(clientId: $clientId, phoneNumber: $phoneNumber) {\n      ...ClientRecordFields\n    }\n  }\n": types.AssignPhoneNumberDocument,
    "\n  query CallsDaily($from: String!, $to: String!, $clientId: String) {\n    callsDaily(from: $from, to: $to, clientId: $clientId) {\n      day\n      calls\n      minutes\n      bookedAppointment\n      completed\n      missed\n      voicemail\n      information\n      unknown\n    }\n  }\n": types.CallsDailyDocument,
    "\n  mutation ChangePlan($clientId: ID!, $plan: String!) {\n    changePlan(clientId: $clientId, plan: $plan) {\n      ...ClientRecordFields\n    }\n  }\n": types.ChangePlanDocument,
    "\n  fragment ClientRecordFields on Client {\n    id\n    phoneNumber\n    phoneNumberRequested\n    planType\n    requestedPlan\n    isActive\n  }\n": types.ClientRecordFieldsFragmentDoc,
    "\n  query ClientTrends($from: String!, $to: String!, $clientId: String) {\n    clientTrends(from: $from, to: $to, clientId: $clientId) {\n      mrrMonthly {\n        month\n        mrr\n      }\n      activeClientsDaily {\n        day\n        active\n      }\n    }\n  }\n": types.ClientTrendsDocument,
    "\n  query ClientsOverview($asOf: String) {\n    clientsOverview(asOf: $asOf) {\n      ...OverviewCardsFields\n      ...PendingRequestsFields\n    }\n  }\n": types.ClientsOverviewDocument,
    "\n  query LeadMails {\n    leadMails\n  }\n": types.LeadMailsDocument,
    "\n  mutation SetLeadMails($enabled: Boolean!) {\n    setLeadMails(enabled: $enabled)\n  }\n": types.SetLeadMailsDocument,
    "\n  query LeadsFunnel($from: String!, $to: String!) {\n    leadsFunnel(from: $from, to: $to) {\n      medianMinutesToFirstContact\n      days {\n        day\n        submitted\n        contacted\n        qualified\n        converted\n        medianMinutesToFirstContact\n      }\n    }\n  }\n": types.LeadsFunnelDocument,
    "\n  query PageViewsDaily($from: String!, $to: String!) {\n    pageViewsDaily(from: $from, to: $to) {\n      day\n      path\n      count\n      leads\n    }\n  }\n": types.PageViewsDailyDocument,
    "\n  mutation RetryProjector($name: String!) {\n    retryProjector(name: $name) {\n      ...SystemStatusFields\n    }\n  }\n": types.RetryProjectorDocument,
    "\n  mutation SetClientActive($clientId: ID!, $active: Boolean!) {\n    setClientActive(clientId: $clientId, active: $active) {\n      ...ClientRecordFields\n    }\n  }\n": types.SetClientActiveDocument,
    "\n  mutation SkipProjector($name: String!) {\n    skipProjector(name: $name) {\n      ...SystemStatusFields\n    }\n  }\n": types.SkipProjectorDocument,
    "\n  fragment SystemStatusFields on SystemStatus {\n    eventStore\n    readStore\n    headPosition\n    projectors {\n      name\n      version\n      status\n      position\n      failure {\n        position\n        eventId\n        type\n        error\n      }\n    }\n  }\n": types.SystemStatusFieldsFragmentDoc,
    "\n  query SystemStatus {\n    systemStatus {\n      ...SystemStatusFields\n    }\n  }\n": types.SystemStatusDocument,
    "\n  fragment TeamMemberFields on TeamMember {\n    id\n    email\n    fullName\n    roles\n    lastSignInAt\n  }\n": types.TeamMemberFieldsFragmentDoc,
    "\n  query TeamMembers {\n    teamMembers {\n      ...TeamMemberFields\n    }\n  }\n": types.TeamMembersDocument,
    "\n  query UserByEmail($email: String!) {\n    userByEmail(email: $email) {\n      ...TeamMemberFields\n    }\n  }\n": types.UserByEmailDocument,
    "\n  mutation GrantRole($userId: ID!, $role: String!) {\n    grantRole(userId: $userId, role: $role) {\n      ...TeamMemberFields\n    }\n  }\n": types.GrantRoleDocument,
    "\n  mutation RevokeRole($userId: ID!, $role: String!) {\n    revokeRole(userId: $userId, role: $role) {\n      ...TeamMemberFields\n    }\n  }\n": types.RevokeRoleDocument,
    "\n  fragment OverviewCardsFields on ClientsOverview {\n    totalClients\n    totalMinutes\n    monthlyRevenue\n    activeClients\n  }\n": types.OverviewCardsFieldsFragmentDoc,
    "\n  fragment PendingRequestsFields on ClientsOverview {\n    phoneNumberRequests\n    planChangeRequests\n  }\n": types.PendingRequestsFieldsFragmentDoc,
    "\n  fragment AlertPreferencesFields on AlertPreferences {\n    messageTaken\n    urgentMessage\n    negativeSentiment\n    unansweredTransfer\n    usage80\n    usage100\n    saved\n    dailySummary {\n      enabled\n      time\n      timeZone\n    }\n  }\n": types.AlertPreferencesFieldsFragmentDoc,
    "\n  query AlertPreferences {\n    alertPreferences {\n      ...AlertPreferencesFields\n    }\n  }\n": types.AlertPreferencesDocument,
    "\n  mutation SetAlertPreferences($preferences: AlertPreferencesInput!) {\n    setAlertPreferences(preferences: $preferences) {\n      ...AlertPreferencesFields\n    }\n  }\n": types.SetAlertPreferencesDocument,
    "\n  fragment AppointmentFields on Appointment {\n    id\n    callId\n    agent\n    kind\n    startsAt\n    customerName\n    vehicle\n    concern\n    status\n    bookedAt\n    callerNumber\n  }\n": types.AppointmentFieldsFragmentDoc,
    "\n  query Appointments($when: String!, $agent: String, $first: Int, $after: String) {\n    appointments(when: $when, agent: $agent, first: $first, after: $after) {\n      total\n      nextCursor\n      items {\n        ...AppointmentFields\n      }\n    }\n  }\n": types.AppointmentsDocument,
    "\n  mutation SetAppointmentStatus($id: ID!, $status: String!) {\n    setAppointmentStatus(id: $id, status: $status) {\n      ...AppointmentFields\n    }\n  }\n": types.SetAppointmentStatusDocument,
    "\n  query CallLog($id: ID!) {\n    callLog(id: $id) {\n      ...CallRowFields\n      transcript\n      summary\n      sentiment\n      topic\n      agent\n      appointment {\n        ...AppointmentFields\n      }\n      message {\n        ...CallMessageFields\n      }\n      transfer {\n        department\n        toName\n        toNumber\n        answered\n        at\n      }\n      sms {\n        to\n        text\n        status\n        at\n      }\n      recording {\n        status\n        url\n        contentType\n        durationSeconds\n        reason\n        retentionDays\n      }\n    }\n  }\n": types.CallLogDocument,
    "\n  query CallLogs($filter: CallLogFilter, $limit: Int, $after: String) {\n    callLogs(filter: $filter, limit: $limit, after: $after) {\n      pageInfo {\n        ...PageInfoFields\n      }\n      items {\n        ...CallRowFields\n      }\n    }\n  }\n": types.CallLogsDocument,
    "\n  fragment CallMessageFields on CallMessage {\n    id\n    callId\n    agent\n    callerName\n    callbackNumber\n    text\n    urgency\n    handled\n    takenAt\n    handledAt\n  }\n": types.CallMessageFieldsFragmentDoc,
    "\n  query CallMessages($status: String!, $first: Int, $after: String) {\n    callMessages(status: $status, first: $first, after: $after) {\n      total\n      nextCursor\n      items {\n        ...CallMessageFields\n      }\n    }\n  }\n": types.CallMessagesDocument,
    "\n  mutation MarkMessageHandled($id: ID!, $handled: Boolean!) {\n    markMessageHandled(id: $id, handled: $handled) {\n      ...CallMessageFields\n    }\n  }\n": types.MarkMessageHandledDocument,
    "\n  fragment CallRowFields on CallLog {\n    id\n    callerNumber\n    startedAt\n    durationSeconds\n    outcome\n    callType\n    createdAt\n  }\n": types.CallRowFieldsFragmentDoc,
    "\n  fragment ClientFields on Client {\n    id\n    businessName\n    greetingMessage\n    aiVoice\n    aiPersonality\n    phoneNumber\n    phoneNumberRequested\n    forwardingNumber\n    businessAddress\n    directions\n    businessHours\n    knowledge\n    transferRules\n    agents\n    smsFollowUp\n    recordingRetentionDays\n    planType\n    requestedPlan\n    monthlyPrice\n    minutesUsed\n    minutesLimit\n    isActive\n    createdAt\n  }\n": types.ClientFieldsFragmentDoc,
    "\n  query MyClient {\n    myClient {\n      ...ClientFields\n    }\n  }\n": types.MyClientDocument,
    "\n  query OwnerInbox($timeZone: String) {\n    ownerInbox(timeZone: $timeZone) {\n      unhandledMessages\n      upcomingAppointments\n      today {\n        appointmentsBooked\n        messagesWaiting\n        transfersMissed\n      }\n    }\n  }\n": types.OwnerInboxDocument,
    "\n  query RecentCalls {\n    recentCalls {\n      ...CallRowFields\n    }\n  }\n": types.RecentCallsDocument,
    "\n  mutation RecordTestCall($durationSeconds: Int!, $transcript: String, $summary: String, $outcome: String) {\n    recordTestCall(durationSeconds: $durationSeconds, transcript: $transcript, summary: $summary, outcome: $outcome) {\n      id\n    }\n  }\n": types.RecordTestCallDocument,
    "\n  mutation RequestPhoneNumber {\n    requestPhoneNumber {\n      ...ClientFields\n    }\n  }\n": types.RequestPhoneNumberDocument,
    "\n  mutation RequestPlanChange($plan: String!) {\n    requestPlanChange(plan: $plan) {\n      ...ClientFields\n    }\n  }\n": types.RequestPlanChangeDocument,
    "\n  mutation RestoreSetting($historyId: ID!) {\n    restoreSetting(historyId: $historyId) {\n      ...ClientFields\n    }\n  }\n": types.RestoreSettingDocument,
    "\n  query SettingsHistory($limit: Int, $offset: Int) {\n    settingsHistory(limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        field\n        from\n        to\n        changedBy\n        changedByEmail\n        changedAt\n      }\n    }\n  }\n": types.SettingsHistoryDocument,
    "\n  mutation UpdateClientSetting($field: String!, $value: String!) {\n    updateClientSetting(field: $field, value: $value) {\n      ...ClientFields\n    }\n  }\n": types.UpdateClientSettingDocument,
    "\n  query Usage {\n    usage {\n      period\n      periodStart\n      periodEnd\n      minutesUsed\n      minutesLimit\n      percentUsed\n      totalCalls\n      testCalls\n      forecastMinutes\n      warningLevel\n    }\n  }\n": types.UsageDocument,
    "\n  query EventLog($filter: EventLogFilter, $before: Int, $first: Int) {\n    eventLog(filter: $filter, before: $before, first: $first) {\n      nextBefore\n      items {\n        position\n        eventId\n        stream\n        revision\n        type\n        occurredAt\n        actorId\n        correlationId\n        causationId\n        dataJson\n        personalDataJson\n      }\n    }\n  }\n": types.EventLogDocument,
    "\n  mutation ChangeDemoRequestStatus($id: ID!, $status: DemoRequestStatus!, $expectedRevision: Int!) {\n    changeDemoRequestStatus(id: $id, status: $status, expectedRevision: $expectedRevision) {\n      ...DemoRequestFields\n    }\n  }\n": types.ChangeDemoRequestStatusDocument,
    "\n  fragment DemoRequestRowFields on DemoRequest {\n    id\n    email\n    firstName\n    lastName\n    companyName\n    phone\n    formType\n    status\n    contactedAt\n    createdAt\n    revision\n  }\n": types.DemoRequestRowFieldsFragmentDoc,
    "\n  fragment DemoRequestFields on DemoRequest {\n    ...DemoRequestRowFields\n    dealershipName\n    jobRole\n    dealerType\n    websiteUrl\n    notes\n    history {\n      revision\n      kind\n      at\n      byEmail\n      from\n      to\n      notes\n    }\n  }\n": types.DemoRequestFieldsFragmentDoc,
    "\n  query DemoRequestStats($asOf: String) {\n    demoRequestStats(asOf: $asOf) {\n      total\n      new\n      contacted\n      qualified\n      converted\n      rejected\n    }\n  }\n": types.DemoRequestStatsDocument,
    "\n  query DemoRequest($id: ID!, $asOf: String) {\n    demoRequest(id: $id, asOf: $asOf) {\n      ...DemoRequestFields\n    }\n  }\n": types.DemoRequestDocument,
    "\n  query DemoRequests($search: String, $status: DemoRequestStatus, $limit: Int, $after: String, $asOf: String) {\n    demoRequests(search: $search, status: $status, limit: $limit, after: $after, asOf: $asOf) {\n      pageInfo {\n        ...PageInfoFields\n      }\n      items {\n        ...DemoRequestRowFields\n      }\n    }\n  }\n": types.DemoRequestsDocument,
    "\n  mutation SaveDemoRequestNotes($id: ID!, $notes: String!, $expectedRevision: Int!) {\n    saveDemoRequestNotes(id: $id, notes: $notes, expectedRevision: $expectedRevision) {\n      ...DemoRequestFields\n    }\n  }\n": types.SaveDemoRequestNotesDocument,
    "\n  mutation SubmitDemoRequest($input: DemoRequestFormInput!, $idempotencyKey: String!) {\n    submitDemoRequest(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": types.SubmitDemoRequestDocument,
    "\n  query Alerts {\n    alerts(first: 20) {\n      unread\n      items {\n        id\n        kind\n        subject\n        path\n        at\n        unread\n      }\n    }\n  }\n": types.AlertsDocument,
    "\n  mutation MarkAlertsRead {\n    markAlertsRead {\n      unread\n      items {\n        id\n        unread\n      }\n    }\n  }\n": types.MarkAlertsReadDocument,
    "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    endpointId\n    event\n    createdAt\n    status\n    attempts\n    lastStatusCode\n    lastLatencyMs\n    lastError\n    lastAttemptAt\n    nextAttemptAt\n  }\n": types.WebhookDeliveryFieldsFragmentDoc,
    "\n  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n      items {\n        ...WebhookDeliveryFields\n      }\n      nextCursor\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  query WebhookDelivery($id: ID!) {\n    webhookDelivery(id: $id) {\n      body\n      attempts {\n        attempt\n        at\n        succeeded\n        statusCode\n        latencyMs\n        error\n        nextAttemptAt\n      }\n    }\n  }\n": types.WebhookDeliveryDocument,
    "\n  mutation ResendWebhookDelivery($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n": types.ResendWebhookDeliveryDocument,
    "\n  mutation ReplayWebhookDeliveries($endpointId: ID!, $from: DateTime!, $to: DateTime!) {\n    replayWebhookDeliveries(endpointId: $endpointId, from: $from, to: $to)\n  }\n": types.ReplayWebhookDeliveriesDocument,
    "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    status\n    pausedReason\n    secretHint\n    createdAt\n    updatedAt\n  }\n": types.WebhookEndpointFieldsFragmentDoc,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n": types.WebhookEndpointsDocument,
    "\n  mutation AddWebhookEndpoint($input: WebhookEndpointInput!) {\n    addWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": types.AddWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ...WebhookEndpointFields\n    }\n  }\n": types.UpdateWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": types.RotateWebhookSecretDocument,
    "\n  mutation PauseWebhookEndpoint($id: ID!) {\n    pauseWebhookEndpoint(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n": types.PauseWebhookEndpointDocument,
    "\n  mutation ResumeWebhookEndpoint($id: ID!) {\n    resumeWebhookEndpoint(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n": types.ResumeWebhookEndpointDocument,
    "\n  mutation RemoveWebhookEndpoint($id: ID!) {\n    removeWebhookEndpoint(id: $id)\n  }\n": types.RemoveWebhookEndpointDocument,
    "\n  fragment PageInfoFields on PageInfo {\n    endCursor\n    hasMore\n    total\n    totalCapped\n  }\n": types.PageInfoFieldsFragmentDoc,
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
export function graphql(source: "mutation E2eTrendChangePlan($id: ID!) { changePlan(clientId: $id, plan: \"enterprise\") { id } }"): (typeof documents)["mutation E2eTrendChangePlan($id: ID!) { changePlan(clientId: $id, plan: \"enterprise\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query E2eLeadsFunnel($from: String!, $to: String!) { leadsFunnel(from: $from, to: $to) { days { submitted contacted qualified converted } } }"): (typeof documents)["query E2eLeadsFunnel($from: String!, $to: String!) { leadsFunnel(from: $from, to: $to) { days { submitted contacted qualified converted } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query E2eMonthlyRevenue {\n              clientsOverview {\n                monthlyRevenue\n              }\n            }\n          "): (typeof documents)["\n            query E2eMonthlyRevenue {\n              clientsOverview {\n                monthlyRevenue\n              }\n            }\n          "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query E2eClientAfterEdits {\n          myClient {\n            phoneNumber\n            planType\n            isActive\n          }\n        }\n      "): (typeof documents)["\n        query E2eClientAfterEdits {\n          myClient {\n            phoneNumber\n            planType\n            isActive\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query E2eMyClientId {\n        myClient {\n          id\n        }\n      }\n    "): (typeof documents)["\n      query E2eMyClientId {\n        myClient {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation E2eRenameBusiness($value: String!) {\n        updateClientSetting(field: \"business_name\", value: $value) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation E2eRenameBusiness($value: String!) {\n        updateClientSetting(field: \"business_name\", value: $value) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation E2eRequestPhoneNumber {\n          requestPhoneNumber {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation E2eRequestPhoneNumber {\n          requestPhoneNumber {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation E2eRequestProPlan {\n          requestPlanChange(plan: \"pro\") {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation E2eRequestProPlan {\n          requestPlanChange(plan: \"pro\") {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation E2eAssignPhoneNumber($clientId: ID!, $phoneNumber: String!) {\n    assignPhoneNumber(clientId: $clientId, phoneNumber: $phoneNumber) {\n      phoneNumber\n    }\n  }\n"): (typeof documents)["\n  mutation E2eAssignPhoneNumber($clientId: ID!, $phoneNumber: String!) {\n    assignPhoneNumber(clientId: $clientId, phoneNumber: $phoneNumber) {\n      phoneNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query E2eRecordingUrl {\n    callLogs(limit: 1) {\n      items {\n        recording {\n          status\n          url\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query E2eRecordingUrl {\n    callLogs(limit: 1) {\n      items {\n        recording {\n          status\n          url\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query E2eClientId {\n        myClient {\n          id\n        }\n      }\n    "): (typeof documents)["\n      query E2eClientId {\n        myClient {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query E2eUsage {\n      usage {\n        minutesUsed\n        minutesLimit\n        totalCalls\n        forecastMinutes\n      }\n    }\n  "): (typeof documents)["\n    query E2eUsage {\n      usage {\n        minutesUsed\n        minutesLimit\n        totalCalls\n        forecastMinutes\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation E2eSetSetting($field: String!, $value: String!) {\n    updateClientSetting(field: $field, value: $value) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation E2eSetSetting($field: String!, $value: String!) {\n    updateClientSetting(field: $field, value: $value) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation E2eAcceptanceAssignNumber($clientId: ID!, $phoneNumber: String!) {\n    assignPhoneNumber(clientId: $clientId, phoneNumber: $phoneNumber) {\n      phoneNumber\n    }\n  }\n"): (typeof documents)["\n  mutation E2eAcceptanceAssignNumber($clientId: ID!, $phoneNumber: String!) {\n    assignPhoneNumber(clientId: $clientId, phoneNumber: $phoneNumber) {\n      phoneNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query E2eLeadsMatching($search: String) {\n        demoRequests(search: $search, limit: 200) {\n          items { id email firstName lastName companyName phone jobRole dealerType websiteUrl formType status notes contactedAt revision }\n        }\n      }\n    "): (typeof documents)["\n      query E2eLeadsMatching($search: String) {\n        demoRequests(search: $search, limit: 200) {\n          items { id email firstName lastName companyName phone jobRole dealerType websiteUrl formType status notes contactedAt revision }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation E2eSubmitLead($input: DemoRequestFormInput!, $key: String!) { submitDemoRequest(input: $input, idempotencyKey: $key) { id } }"): (typeof documents)["mutation E2eSubmitLead($input: DemoRequestFormInput!, $key: String!) { submitDemoRequest(input: $input, idempotencyKey: $key) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation E2eChangeStatus($id: ID!, $status: DemoRequestStatus!, $rev: Int!) { changeDemoRequestStatus(id: $id, status: $status, expectedRevision: $rev) { id } }"): (typeof documents)["mutation E2eChangeStatus($id: ID!, $status: DemoRequestStatus!, $rev: Int!) { changeDemoRequestStatus(id: $id, status: $status, expectedRevision: $rev) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query E2eLeadStats { demoRequestStats { total new contacted qualified converted rejected } }"): (typeof documents)["query E2eLeadStats { demoRequestStats { total new contacted qualified converted rejected } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation E2ePhoneAddWebhookEndpoint($input: WebhookEndpointInput!) {\n    addWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation E2ePhoneAddWebhookEndpoint($input: WebhookEndpointInput!) {\n    addWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation E2eAxeAddWebhookEndpoint($input: WebhookEndpointInput!) {\n    addWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation E2eAxeAddWebhookEndpoint($input: WebhookEndpointInput!) {\n    addWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query E2eDailyViews($day: String!) {\n              pageViewsDaily(from: $day, to: $day) {\n                path\n                count\n                leads\n              }\n            }\n          "): (typeof documents)["\n            query E2eDailyViews($day: String!) {\n              pageViewsDaily(from: $day, to: $day) {\n                path\n                count\n                leads\n              }\n            }\n          "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AsOfBuild($at: String!) {\n    asOfBuild(at: $at) {\n      at\n      state\n      progress\n      eventsApplied\n    }\n  }\n"): (typeof documents)["\n  query AsOfBuild($at: String!) {\n    asOfBuild(at: $at) {\n      at\n      state\n      progress\n      eventsApplied\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StreamHistory($stream: String!) {\n    streamHistory(stream: $stream) {\n      stream\n      truncated\n      events {\n        revision\n        type\n        occurredAt\n        actorEmail\n        changes {\n          field\n          before\n          after\n          personalBefore\n          personalAfter\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StreamHistory($stream: String!) {\n    streamHistory(stream: $stream) {\n      stream\n      truncated\n      events {\n        revision\n        type\n        occurredAt\n        actorEmail\n        changes {\n          field\n          before\n          after\n          personalBefore\n          personalAfter\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminClients(\n    $search: String\n    $status: String\n    $plan: String\n    $requests: String\n    $sort: String\n    $first: Int\n    $after: String\n    $ids: [ID!]\n    $asOf: String\n  ) {\n    clients(search: $search, status: $status, plan: $plan, requests: $requests, sort: $sort, first: $first, after: $after, ids: $ids, asOf: $asOf) {\n      items {\n        id\n        businessName\n        ownerEmail\n        ownerFullName\n        isActive\n        createdAt\n        phoneNumber\n        phoneNumberRequested\n        planType\n        requestedPlan\n        monthlyPrice\n        minutesUsed\n        minutesLimit\n      }\n      nextCursor\n      total\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query AdminClients(\n    $search: String\n    $status: String\n    $plan: String\n    $requests: String\n    $sort: String\n    $first: Int\n    $after: String\n    $ids: [ID!]\n    $asOf: String\n  ) {\n    clients(search: $search, status: $status, plan: $plan, requests: $requests, sort: $sort, first: $first, after: $after, ids: $ids, asOf: $asOf) {\n      items {\n        id\n        businessName\n        ownerEmail\n        ownerFullName\n        isActive\n        createdAt\n        phoneNumber\n        phoneNumberRequested\n        planType\n        requestedPlan\n        monthlyPrice\n        minutesUsed\n        minutesLimit\n      }\n      nextCursor\n      total\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyticsClientOptions($search: String) {\n    clients(search: $search, first: 50, sort: \"newest\") {\n      items {\n        id\n        businessName\n        ownerEmail\n      }\n    }\n  }\n"): (typeof documents)["\n  query AnalyticsClientOptions($search: String) {\n    clients(search: $search, first: 50, sort: \"newest\") {\n      items {\n        id\n        businessName\n        ownerEmail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignPhoneNumber($clientId: ID!, $phoneNumber: String!) {\n    assignPhoneNumber(clientId: $clientId, phoneNumber: $phoneNumber) {\n      ...ClientRecordFields\n    }\n  }\n"): (typeof documents)["\n  mutation AssignPhoneNumber($clientId: ID!, $phoneNumber: String!) {\n    assignPhoneNumber(clientId: $clientId, phoneNumber: $phoneNumber) {\n      ...ClientRecordFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CallsDaily($from: String!, $to: String!, $clientId: String) {\n    callsDaily(from: $from, to: $to, clientId: $clientId) {\n      day\n      calls\n      minutes\n      bookedAppointment\n      completed\n      missed\n      voicemail\n      information\n      unknown\n    }\n  }\n"): (typeof documents)["\n  query CallsDaily($from: String!, $to: String!, $clientId: String) {\n    callsDaily(from: $from, to: $to, clientId: $clientId) {\n      day\n      calls\n      minutes\n      bookedAppointment\n      completed\n      missed\n      voicemail\n      information\n      unknown\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePlan($clientId: ID!, $plan: String!) {\n    changePlan(clientId: $clientId, plan: $plan) {\n      ...ClientRecordFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePlan($clientId: ID!, $plan: String!) {\n    changePlan(clientId: $clientId, plan: $plan) {\n      ...ClientRecordFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientRecordFields on Client {\n    id\n    phoneNumber\n    phoneNumberRequested\n    planType\n    requestedPlan\n    isActive\n  }\n"): (typeof documents)["\n  fragment ClientRecordFields on Client {\n    id\n    phoneNumber\n    phoneNumberRequested\n    planType\n    requestedPlan\n    isActive\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientTrends($from: String!, $to: String!, $clientId: String) {\n    clientTrends(from: $from, to: $to, clientId: $clientId) {\n      mrrMonthly {\n        month\n        mrr\n      }\n      activeClientsDaily {\n        day\n        active\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientTrends($from: String!, $to: String!, $clientId: String) {\n    clientTrends(from: $from, to: $to, clientId: $clientId) {\n      mrrMonthly {\n        month\n        mrr\n      }\n      activeClientsDaily {\n        day\n        active\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientsOverview($asOf: String) {\n    clientsOverview(asOf: $asOf) {\n      ...OverviewCardsFields\n      ...PendingRequestsFields\n    }\n  }\n"): (typeof documents)["\n  query ClientsOverview($asOf: String) {\n    clientsOverview(asOf: $asOf) {\n      ...OverviewCardsFields\n      ...PendingRequestsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeadMails {\n    leadMails\n  }\n"): (typeof documents)["\n  query LeadMails {\n    leadMails\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetLeadMails($enabled: Boolean!) {\n    setLeadMails(enabled: $enabled)\n  }\n"): (typeof documents)["\n  mutation SetLeadMails($enabled: Boolean!) {\n    setLeadMails(enabled: $enabled)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeadsFunnel($from: String!, $to: String!) {\n    leadsFunnel(from: $from, to: $to) {\n      medianMinutesToFirstContact\n      days {\n        day\n        submitted\n        contacted\n        qualified\n        converted\n        medianMinutesToFirstContact\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeadsFunnel($from: String!, $to: String!) {\n    leadsFunnel(from: $from, to: $to) {\n      medianMinutesToFirstContact\n      days {\n        day\n        submitted\n        contacted\n        qualified\n        converted\n        medianMinutesToFirstContact\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageViewsDaily($from: String!, $to: String!) {\n    pageViewsDaily(from: $from, to: $to) {\n      day\n      path\n      count\n      leads\n    }\n  }\n"): (typeof documents)["\n  query PageViewsDaily($from: String!, $to: String!) {\n    pageViewsDaily(from: $from, to: $to) {\n      day\n      path\n      count\n      leads\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryProjector($name: String!) {\n    retryProjector(name: $name) {\n      ...SystemStatusFields\n    }\n  }\n"): (typeof documents)["\n  mutation RetryProjector($name: String!) {\n    retryProjector(name: $name) {\n      ...SystemStatusFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetClientActive($clientId: ID!, $active: Boolean!) {\n    setClientActive(clientId: $clientId, active: $active) {\n      ...ClientRecordFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetClientActive($clientId: ID!, $active: Boolean!) {\n    setClientActive(clientId: $clientId, active: $active) {\n      ...ClientRecordFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SkipProjector($name: String!) {\n    skipProjector(name: $name) {\n      ...SystemStatusFields\n    }\n  }\n"): (typeof documents)["\n  mutation SkipProjector($name: String!) {\n    skipProjector(name: $name) {\n      ...SystemStatusFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SystemStatusFields on SystemStatus {\n    eventStore\n    readStore\n    headPosition\n    projectors {\n      name\n      version\n      status\n      position\n      failure {\n        position\n        eventId\n        type\n        error\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SystemStatusFields on SystemStatus {\n    eventStore\n    readStore\n    headPosition\n    projectors {\n      name\n      version\n      status\n      position\n      failure {\n        position\n        eventId\n        type\n        error\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SystemStatus {\n    systemStatus {\n      ...SystemStatusFields\n    }\n  }\n"): (typeof documents)["\n  query SystemStatus {\n    systemStatus {\n      ...SystemStatusFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamMemberFields on TeamMember {\n    id\n    email\n    fullName\n    roles\n    lastSignInAt\n  }\n"): (typeof documents)["\n  fragment TeamMemberFields on TeamMember {\n    id\n    email\n    fullName\n    roles\n    lastSignInAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamMembers {\n    teamMembers {\n      ...TeamMemberFields\n    }\n  }\n"): (typeof documents)["\n  query TeamMembers {\n    teamMembers {\n      ...TeamMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserByEmail($email: String!) {\n    userByEmail(email: $email) {\n      ...TeamMemberFields\n    }\n  }\n"): (typeof documents)["\n  query UserByEmail($email: String!) {\n    userByEmail(email: $email) {\n      ...TeamMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantRole($userId: ID!, $role: String!) {\n    grantRole(userId: $userId, role: $role) {\n      ...TeamMemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation GrantRole($userId: ID!, $role: String!) {\n    grantRole(userId: $userId, role: $role) {\n      ...TeamMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeRole($userId: ID!, $role: String!) {\n    revokeRole(userId: $userId, role: $role) {\n      ...TeamMemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeRole($userId: ID!, $role: String!) {\n    revokeRole(userId: $userId, role: $role) {\n      ...TeamMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OverviewCardsFields on ClientsOverview {\n    totalClients\n    totalMinutes\n    monthlyRevenue\n    activeClients\n  }\n"): (typeof documents)["\n  fragment OverviewCardsFields on ClientsOverview {\n    totalClients\n    totalMinutes\n    monthlyRevenue\n    activeClients\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PendingRequestsFields on ClientsOverview {\n    phoneNumberRequests\n    planChangeRequests\n  }\n"): (typeof documents)["\n  fragment PendingRequestsFields on ClientsOverview {\n    phoneNumberRequests\n    planChangeRequests\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AlertPreferencesFields on AlertPreferences {\n    messageTaken\n    urgentMessage\n    negativeSentiment\n    unansweredTransfer\n    usage80\n    usage100\n    saved\n    dailySummary {\n      enabled\n      time\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  fragment AlertPreferencesFields on AlertPreferences {\n    messageTaken\n    urgentMessage\n    negativeSentiment\n    unansweredTransfer\n    usage80\n    usage100\n    saved\n    dailySummary {\n      enabled\n      time\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlertPreferences {\n    alertPreferences {\n      ...AlertPreferencesFields\n    }\n  }\n"): (typeof documents)["\n  query AlertPreferences {\n    alertPreferences {\n      ...AlertPreferencesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAlertPreferences($preferences: AlertPreferencesInput!) {\n    setAlertPreferences(preferences: $preferences) {\n      ...AlertPreferencesFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetAlertPreferences($preferences: AlertPreferencesInput!) {\n    setAlertPreferences(preferences: $preferences) {\n      ...AlertPreferencesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentFields on Appointment {\n    id\n    callId\n    agent\n    kind\n    startsAt\n    customerName\n    vehicle\n    concern\n    status\n    bookedAt\n    callerNumber\n  }\n"): (typeof documents)["\n  fragment AppointmentFields on Appointment {\n    id\n    callId\n    agent\n    kind\n    startsAt\n    customerName\n    vehicle\n    concern\n    status\n    bookedAt\n    callerNumber\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Appointments($when: String!, $agent: String, $first: Int, $after: String) {\n    appointments(when: $when, agent: $agent, first: $first, after: $after) {\n      total\n      nextCursor\n      items {\n        ...AppointmentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Appointments($when: String!, $agent: String, $first: Int, $after: String) {\n    appointments(when: $when, agent: $agent, first: $first, after: $after) {\n      total\n      nextCursor\n      items {\n        ...AppointmentFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAppointmentStatus($id: ID!, $status: String!) {\n    setAppointmentStatus(id: $id, status: $status) {\n      ...AppointmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetAppointmentStatus($id: ID!, $status: String!) {\n    setAppointmentStatus(id: $id, status: $status) {\n      ...AppointmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CallLog($id: ID!) {\n    callLog(id: $id) {\n      ...CallRowFields\n      transcript\n      summary\n      sentiment\n      topic\n      agent\n      appointment {\n        ...AppointmentFields\n      }\n      message {\n        ...CallMessageFields\n      }\n      transfer {\n        department\n        toName\n        toNumber\n        answered\n        at\n      }\n      sms {\n        to\n        text\n        status\n        at\n      }\n      recording {\n        status\n        url\n        contentType\n        durationSeconds\n        reason\n        retentionDays\n      }\n    }\n  }\n"): (typeof documents)["\n  query CallLog($id: ID!) {\n    callLog(id: $id) {\n      ...CallRowFields\n      transcript\n      summary\n      sentiment\n      topic\n      agent\n      appointment {\n        ...AppointmentFields\n      }\n      message {\n        ...CallMessageFields\n      }\n      transfer {\n        department\n        toName\n        toNumber\n        answered\n        at\n      }\n      sms {\n        to\n        text\n        status\n        at\n      }\n      recording {\n        status\n        url\n        contentType\n        durationSeconds\n        reason\n        retentionDays\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CallLogs($filter: CallLogFilter, $limit: Int, $after: String) {\n    callLogs(filter: $filter, limit: $limit, after: $after) {\n      pageInfo {\n        ...PageInfoFields\n      }\n      items {\n        ...CallRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CallLogs($filter: CallLogFilter, $limit: Int, $after: String) {\n    callLogs(filter: $filter, limit: $limit, after: $after) {\n      pageInfo {\n        ...PageInfoFields\n      }\n      items {\n        ...CallRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CallMessageFields on CallMessage {\n    id\n    callId\n    agent\n    callerName\n    callbackNumber\n    text\n    urgency\n    handled\n    takenAt\n    handledAt\n  }\n"): (typeof documents)["\n  fragment CallMessageFields on CallMessage {\n    id\n    callId\n    agent\n    callerName\n    callbackNumber\n    text\n    urgency\n    handled\n    takenAt\n    handledAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CallMessages($status: String!, $first: Int, $after: String) {\n    callMessages(status: $status, first: $first, after: $after) {\n      total\n      nextCursor\n      items {\n        ...CallMessageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CallMessages($status: String!, $first: Int, $after: String) {\n    callMessages(status: $status, first: $first, after: $after) {\n      total\n      nextCursor\n      items {\n        ...CallMessageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkMessageHandled($id: ID!, $handled: Boolean!) {\n    markMessageHandled(id: $id, handled: $handled) {\n      ...CallMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkMessageHandled($id: ID!, $handled: Boolean!) {\n    markMessageHandled(id: $id, handled: $handled) {\n      ...CallMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CallRowFields on CallLog {\n    id\n    callerNumber\n    startedAt\n    durationSeconds\n    outcome\n    callType\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CallRowFields on CallLog {\n    id\n    callerNumber\n    startedAt\n    durationSeconds\n    outcome\n    callType\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientFields on Client {\n    id\n    businessName\n    greetingMessage\n    aiVoice\n    aiPersonality\n    phoneNumber\n    phoneNumberRequested\n    forwardingNumber\n    businessAddress\n    directions\n    businessHours\n    knowledge\n    transferRules\n    agents\n    smsFollowUp\n    recordingRetentionDays\n    planType\n    requestedPlan\n    monthlyPrice\n    minutesUsed\n    minutesLimit\n    isActive\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ClientFields on Client {\n    id\n    businessName\n    greetingMessage\n    aiVoice\n    aiPersonality\n    phoneNumber\n    phoneNumberRequested\n    forwardingNumber\n    businessAddress\n    directions\n    businessHours\n    knowledge\n    transferRules\n    agents\n    smsFollowUp\n    recordingRetentionDays\n    planType\n    requestedPlan\n    monthlyPrice\n    minutesUsed\n    minutesLimit\n    isActive\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyClient {\n    myClient {\n      ...ClientFields\n    }\n  }\n"): (typeof documents)["\n  query MyClient {\n    myClient {\n      ...ClientFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnerInbox($timeZone: String) {\n    ownerInbox(timeZone: $timeZone) {\n      unhandledMessages\n      upcomingAppointments\n      today {\n        appointmentsBooked\n        messagesWaiting\n        transfersMissed\n      }\n    }\n  }\n"): (typeof documents)["\n  query OwnerInbox($timeZone: String) {\n    ownerInbox(timeZone: $timeZone) {\n      unhandledMessages\n      upcomingAppointments\n      today {\n        appointmentsBooked\n        messagesWaiting\n        transfersMissed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentCalls {\n    recentCalls {\n      ...CallRowFields\n    }\n  }\n"): (typeof documents)["\n  query RecentCalls {\n    recentCalls {\n      ...CallRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordTestCall($durationSeconds: Int!, $transcript: String, $summary: String, $outcome: String) {\n    recordTestCall(durationSeconds: $durationSeconds, transcript: $transcript, summary: $summary, outcome: $outcome) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RecordTestCall($durationSeconds: Int!, $transcript: String, $summary: String, $outcome: String) {\n    recordTestCall(durationSeconds: $durationSeconds, transcript: $transcript, summary: $summary, outcome: $outcome) {\n      id\n    }\n  }\n"];
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
export function graphql(source: "\n  query SettingsHistory($limit: Int, $offset: Int) {\n    settingsHistory(limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        field\n        from\n        to\n        changedBy\n        changedByEmail\n        changedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query SettingsHistory($limit: Int, $offset: Int) {\n    settingsHistory(limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        field\n        from\n        to\n        changedBy\n        changedByEmail\n        changedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClientSetting($field: String!, $value: String!) {\n    updateClientSetting(field: $field, value: $value) {\n      ...ClientFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateClientSetting($field: String!, $value: String!) {\n    updateClientSetting(field: $field, value: $value) {\n      ...ClientFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Usage {\n    usage {\n      period\n      periodStart\n      periodEnd\n      minutesUsed\n      minutesLimit\n      percentUsed\n      totalCalls\n      testCalls\n      forecastMinutes\n      warningLevel\n    }\n  }\n"): (typeof documents)["\n  query Usage {\n    usage {\n      period\n      periodStart\n      periodEnd\n      minutesUsed\n      minutesLimit\n      percentUsed\n      totalCalls\n      testCalls\n      forecastMinutes\n      warningLevel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventLog($filter: EventLogFilter, $before: Int, $first: Int) {\n    eventLog(filter: $filter, before: $before, first: $first) {\n      nextBefore\n      items {\n        position\n        eventId\n        stream\n        revision\n        type\n        occurredAt\n        actorId\n        correlationId\n        causationId\n        dataJson\n        personalDataJson\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventLog($filter: EventLogFilter, $before: Int, $first: Int) {\n    eventLog(filter: $filter, before: $before, first: $first) {\n      nextBefore\n      items {\n        position\n        eventId\n        stream\n        revision\n        type\n        occurredAt\n        actorId\n        correlationId\n        causationId\n        dataJson\n        personalDataJson\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeDemoRequestStatus($id: ID!, $status: DemoRequestStatus!, $expectedRevision: Int!) {\n    changeDemoRequestStatus(id: $id, status: $status, expectedRevision: $expectedRevision) {\n      ...DemoRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeDemoRequestStatus($id: ID!, $status: DemoRequestStatus!, $expectedRevision: Int!) {\n    changeDemoRequestStatus(id: $id, status: $status, expectedRevision: $expectedRevision) {\n      ...DemoRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DemoRequestRowFields on DemoRequest {\n    id\n    email\n    firstName\n    lastName\n    companyName\n    phone\n    formType\n    status\n    contactedAt\n    createdAt\n    revision\n  }\n"): (typeof documents)["\n  fragment DemoRequestRowFields on DemoRequest {\n    id\n    email\n    firstName\n    lastName\n    companyName\n    phone\n    formType\n    status\n    contactedAt\n    createdAt\n    revision\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DemoRequestFields on DemoRequest {\n    ...DemoRequestRowFields\n    dealershipName\n    jobRole\n    dealerType\n    websiteUrl\n    notes\n    history {\n      revision\n      kind\n      at\n      byEmail\n      from\n      to\n      notes\n    }\n  }\n"): (typeof documents)["\n  fragment DemoRequestFields on DemoRequest {\n    ...DemoRequestRowFields\n    dealershipName\n    jobRole\n    dealerType\n    websiteUrl\n    notes\n    history {\n      revision\n      kind\n      at\n      byEmail\n      from\n      to\n      notes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DemoRequestStats($asOf: String) {\n    demoRequestStats(asOf: $asOf) {\n      total\n      new\n      contacted\n      qualified\n      converted\n      rejected\n    }\n  }\n"): (typeof documents)["\n  query DemoRequestStats($asOf: String) {\n    demoRequestStats(asOf: $asOf) {\n      total\n      new\n      contacted\n      qualified\n      converted\n      rejected\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DemoRequest($id: ID!, $asOf: String) {\n    demoRequest(id: $id, asOf: $asOf) {\n      ...DemoRequestFields\n    }\n  }\n"): (typeof documents)["\n  query DemoRequest($id: ID!, $asOf: String) {\n    demoRequest(id: $id, asOf: $asOf) {\n      ...DemoRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DemoRequests($search: String, $status: DemoRequestStatus, $limit: Int, $after: String, $asOf: String) {\n    demoRequests(search: $search, status: $status, limit: $limit, after: $after, asOf: $asOf) {\n      pageInfo {\n        ...PageInfoFields\n      }\n      items {\n        ...DemoRequestRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DemoRequests($search: String, $status: DemoRequestStatus, $limit: Int, $after: String, $asOf: String) {\n    demoRequests(search: $search, status: $status, limit: $limit, after: $after, asOf: $asOf) {\n      pageInfo {\n        ...PageInfoFields\n      }\n      items {\n        ...DemoRequestRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDemoRequestNotes($id: ID!, $notes: String!, $expectedRevision: Int!) {\n    saveDemoRequestNotes(id: $id, notes: $notes, expectedRevision: $expectedRevision) {\n      ...DemoRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveDemoRequestNotes($id: ID!, $notes: String!, $expectedRevision: Int!) {\n    saveDemoRequestNotes(id: $id, notes: $notes, expectedRevision: $expectedRevision) {\n      ...DemoRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitDemoRequest($input: DemoRequestFormInput!, $idempotencyKey: String!) {\n    submitDemoRequest(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitDemoRequest($input: DemoRequestFormInput!, $idempotencyKey: String!) {\n    submitDemoRequest(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Alerts {\n    alerts(first: 20) {\n      unread\n      items {\n        id\n        kind\n        subject\n        path\n        at\n        unread\n      }\n    }\n  }\n"): (typeof documents)["\n  query Alerts {\n    alerts(first: 20) {\n      unread\n      items {\n        id\n        kind\n        subject\n        path\n        at\n        unread\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAlertsRead {\n    markAlertsRead {\n      unread\n      items {\n        id\n        unread\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAlertsRead {\n    markAlertsRead {\n      unread\n      items {\n        id\n        unread\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    endpointId\n    event\n    createdAt\n    status\n    attempts\n    lastStatusCode\n    lastLatencyMs\n    lastError\n    lastAttemptAt\n    nextAttemptAt\n  }\n"): (typeof documents)["\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    endpointId\n    event\n    createdAt\n    status\n    attempts\n    lastStatusCode\n    lastLatencyMs\n    lastError\n    lastAttemptAt\n    nextAttemptAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n      items {\n        ...WebhookDeliveryFields\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n      items {\n        ...WebhookDeliveryFields\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDelivery($id: ID!) {\n    webhookDelivery(id: $id) {\n      body\n      attempts {\n        attempt\n        at\n        succeeded\n        statusCode\n        latencyMs\n        error\n        nextAttemptAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDelivery($id: ID!) {\n    webhookDelivery(id: $id) {\n      body\n      attempts {\n        attempt\n        at\n        succeeded\n        statusCode\n        latencyMs\n        error\n        nextAttemptAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendWebhookDelivery($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResendWebhookDelivery($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplayWebhookDeliveries($endpointId: ID!, $from: DateTime!, $to: DateTime!) {\n    replayWebhookDeliveries(endpointId: $endpointId, from: $from, to: $to)\n  }\n"): (typeof documents)["\n  mutation ReplayWebhookDeliveries($endpointId: ID!, $from: DateTime!, $to: DateTime!) {\n    replayWebhookDeliveries(endpointId: $endpointId, from: $from, to: $to)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    status\n    pausedReason\n    secretHint\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    status\n    pausedReason\n    secretHint\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddWebhookEndpoint($input: WebhookEndpointInput!) {\n    addWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddWebhookEndpoint($input: WebhookEndpointInput!) {\n    addWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PauseWebhookEndpoint($id: ID!) {\n    pauseWebhookEndpoint(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  mutation PauseWebhookEndpoint($id: ID!) {\n    pauseWebhookEndpoint(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeWebhookEndpoint($id: ID!) {\n    resumeWebhookEndpoint(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResumeWebhookEndpoint($id: ID!) {\n    resumeWebhookEndpoint(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveWebhookEndpoint($id: ID!) {\n    removeWebhookEndpoint(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveWebhookEndpoint($id: ID!) {\n    removeWebhookEndpoint(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PageInfoFields on PageInfo {\n    endCursor\n    hasMore\n    total\n    totalCapped\n  }\n"): (typeof documents)["\n  fragment PageInfoFields on PageInfo {\n    endCursor\n    hasMore\n    total\n    totalCapped\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;