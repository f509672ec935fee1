export { FeedbackPage } from './components/feedback-page';
export { FEEDBACK_KIND, flushFeedback, startFeedbackSync } from './state/feedback-outbox';
