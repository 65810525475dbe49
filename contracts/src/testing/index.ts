export { TODAY, validAccessoryInput, validRoomInput, validRoommateInput, without } from './valid-inputs';
