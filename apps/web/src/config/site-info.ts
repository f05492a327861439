/** Public facts about the business shown across the marketing site. */
export const siteInfo = {
  brandName: 'AI Receptionist',
  phoneDisplay: '(888) 555-0142',
  phoneHref: 'tel:+18885550142',
  supportEmail: 'support@ai-receptionist.example',
  officeHours: 'Mon-Fri 9AM-5PM EST',
} as const;
