/** `app-validation/default-extra-validation-service` and `config/validation_service`. */
export interface ValidationService {
  _id: string | null;
  title: string | null;
  objectguid: string | null;
}
