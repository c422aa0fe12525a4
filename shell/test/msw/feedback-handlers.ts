import { http, HttpResponse } from 'msw';
import type { FeedbackPayload } from '@sentiscope/shared/contract';
import { API, envelope, failure } from './api';
import type { Recorded } from './user-handlers';

/** POST /feedback accepts only the bearer it is told to; anything else is a 401 as the API answers. */
export function feedbackHandler(acceptedBearer: string, calls: Recorded[] = []) {
  return http.post(`${API}/feedback`, async ({ request }) => {
    const body = (await request.json()) as FeedbackPayload;
    const authorization = request.headers.get('authorization');
    calls.push({ method: 'POST', path: '/feedback', authorization, body });
    if (authorization !== `Bearer ${acceptedBearer}`) {
      return HttpResponse.json(failure('Your session has expired. Please log in again.'), { status: 401 });
    }
    return HttpResponse.json(envelope({ _id: 'f1', ...body }, 'Thank you for your feedback!'), { status: 201 });
  });
}
