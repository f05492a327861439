import {
  type BookDemoForm,
  type ContactForm,
  type FormInput,
  type FormResult,
  type GetInTouchForm,
  validateBookDemoForm,
  validateContactForm,
  validateGetInTouchForm,
} from './lead-form-rules';

export const DEMO_REQUEST_STATUSES = ['new', 'contacted', 'qualified', 'converted', 'rejected'] as const;
export type DemoRequestStatus = (typeof DEMO_REQUEST_STATUSES)[number];

/** The stored form type: book-demo form 1 is `book_demo`; book-demo form 2 and the contact page are `contact`. */
export const DEMO_REQUEST_FORM_TYPES = ['book_demo', 'contact'] as const;
export type DemoRequestFormType = (typeof DEMO_REQUEST_FORM_TYPES)[number];

/** Which public form a submission comes from. */
export const LEAD_FORMS = ['book_demo', 'get_in_touch', 'contact'] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

/** The submitted fields of a demo request (entity `demo_requests`, spec section 3, in camelCase). */
export interface DemoRequestFields {
  formType: DemoRequestFormType;
  email: string;
  firstName: string;
  lastName: string | null;
  companyName: string | null;
  dealershipName: string | null;
  phone: string;
  jobRole: string | null;
  dealerType: string | null;
  websiteUrl: string | null;
  notes: string | null;
}

const NO_OPTIONAL_FIELDS = { lastName: null, dealershipName: null, jobRole: null, websiteUrl: null } as const;

/** Spec section 7: first_name holds the full name, dealer_type the business type, form_type `book_demo`. */
export function bookDemoFormToDemoRequest(form: BookDemoForm): DemoRequestFields {
  const { email, fullName, phone, businessType } = form;
  return {
    ...NO_OPTIONAL_FIELDS,
    formType: 'book_demo',
    email,
    firstName: fullName,
    companyName: null,
    phone,
    dealerType: businessType,
    notes: null,
  };
}

export function getInTouchFormToDemoRequest(form: GetInTouchForm): DemoRequestFields {
  const { email, firstName, companyName, phone } = form;
  return { ...NO_OPTIONAL_FIELDS, formType: 'contact', email, firstName, companyName, phone, dealerType: null, notes: null };
}

/** The contact page: form 2's fields plus the message, stored in `notes`. */
export function contactFormToDemoRequest(form: ContactForm): DemoRequestFields {
  return { ...getInTouchFormToDemoRequest(form), notes: form.message };
}

/** A public submission as the API receives it: the form it came from and that form's fields. */
export type LeadFormSubmission =
  | ({ form: 'book_demo' } & FormInput<BookDemoForm>)
  | ({ form: 'get_in_touch' } & FormInput<GetInTouchForm>)
  | ({ form: 'contact' } & FormInput<ContactForm>);

function mapped<T>(result: FormResult<T>, toDemoRequest: (form: T) => DemoRequestFields): FormResult<DemoRequestFields> {
  return result.ok ? { ok: true, value: toDemoRequest(result.value) } : result;
}

/** Validates a submission with its form's rules and maps it to the demo request it records. */
export function validateLeadFormSubmission(submission: LeadFormSubmission): FormResult<DemoRequestFields> {
  switch (submission.form) {
    case 'book_demo':
      return mapped(validateBookDemoForm(submission), bookDemoFormToDemoRequest);
    case 'get_in_touch':
      return mapped(validateGetInTouchForm(submission), getInTouchFormToDemoRequest);
    case 'contact':
      return mapped(validateContactForm(submission), contactFormToDemoRequest);
    default:
      return { ok: false, error: `form must be one of: ${LEAD_FORMS.join(', ')}` };
  }
}
