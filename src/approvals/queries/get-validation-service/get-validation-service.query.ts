/** GET app-validation/default-extra-validation-service: the group proposed first for extra approvals. */
export class GetValidationServiceQuery {}
