export { TODAY, validAccessoryInput, validRoomInput, validRoommateInput, without } from './valid-inputs';
export { accessorySubmission, roommateSubmission, roomSubmission, type SubmissionBase } from './listing-submissions';
