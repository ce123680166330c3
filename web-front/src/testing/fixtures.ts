export { aCurrentUser as aUser } from '@contracts/wire/current-user.fixture';
