export type Testimonial = { highlight: string; quote: string; name: string; role: string };

/** Marketing testimonials (product spec, section 2). */
export const testimonials: Testimonial[] = [
  {
    highlight: '40% increase in bookings',
    quote:
      'We saw a 40% increase in bookings in the first two months. Calls that used to go to voicemail now end with an appointment on the calendar.',
    name: 'Marcus Delgado',
    role: 'Service Director, Lakeview Auto',
  },
  {
    highlight: '+1k appointments booked',
    quote: 'The receptionist has booked +1k appointments for our sales floor, and our team finally gets to focus on the customers in front of them.',
    name: 'Jenna Park',
    role: 'General Manager, Summit Auto Group',
  },
  {
    highlight: '20x ROI',
    quote: 'It paid for itself in weeks. We measure a 20x ROI from after-hours calls alone, with a text follow-up sent after every call.',
    name: 'Tom Reyes',
    role: 'Owner, Reyes Family Motors',
  },
];
