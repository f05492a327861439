import { graphql } from '@receptionist/graphql-documents';

/** The client record as the client area shows it: what MyClient asks for and every client mutation answers with. */
export const CLIENT_FIELDS = graphql(`
  fragment ClientFields on Client {
    id
    businessName
    greetingMessage
    aiVoice
    aiPersonality
    phoneNumber
    phoneNumberRequested
    forwardingNumber
    businessAddress
    directions
    businessHours
    knowledge
    transferRules
    agents
    smsFollowUp
    recordingRetentionDays
    planType
    requestedPlan
    monthlyPrice
    minutesUsed
    minutesLimit
    isActive
    createdAt
  }
`);
