/** The roles an admin grants and revokes under "Team & roles" in /admin/settings, and their user-facing texts. */
export const STAFF_ROLE_NAMES = ['admin', 'analyst', 'analyst:pii'] as const;
export type StaffRoleName = (typeof STAFF_ROLE_NAMES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRoleName, string> = {
  admin: 'Admin',
  analyst: 'Analyst',
  'analyst:pii': 'Analyst: personal data',
};

export const STAFF_ROLE_MESSAGES = {
  unknownRole: 'Role must be one of admin, analyst, analyst:pii',
  userNotFound: 'No user has this e-mail address',
} as const;

export const isStaffRole = (role: string): role is StaffRoleName => (STAFF_ROLE_NAMES as readonly string[]).includes(role);
