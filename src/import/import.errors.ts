import { DomainError } from '../platform/http/domain.error';

const IMPORT_ERRORS = {
  alreadyRunning: 'IMPORT.ALREADY_RUNNING',
  testModeNeedsBothFiles: 'IMPORT.TEST_MODE_NEEDS_BOTH_FILES',
  invalidField: 'IMPORT.INVALID_FIELD',
  notAwaitingConfirmation: 'IMPORT.NOT_AWAITING_CONFIRMATION',
  pathOutsideFolder: 'IMPORT.PATH_OUTSIDE_FOLDER',
} as const;

export class ImportAlreadyRunning extends DomainError {
  constructor(holder: string | null) {
    super(IMPORT_ERRORS.alreadyRunning, `A directory import is already running${holder ? ` (job ${holder})` : ''}; try again when it has finished.`, 409);
  }
}

export class TestModeNeedsBothFiles extends DomainError {
  constructor() {
    super(IMPORT_ERRORS.testModeNeedsBothFiles, 'In test mode, choose both the users file and the services file.', 400, {
      usersFile: 'Both files are required in test mode.',
      servicesFile: 'Both files are required in test mode.',
    });
  }
}

export class InvalidImportField extends DomainError {
  constructor(field: string, message: string) {
    super(IMPORT_ERRORS.invalidField, message, 400, { [field]: message });
  }
}

export class ImportNotAwaitingConfirmation extends DomainError {
  constructor() {
    super(IMPORT_ERRORS.notAwaitingConfirmation, 'This import no longer waits for a confirmation: it was confirmed, or a newer import replaced it.', 409);
  }
}

export class NightlyPathOutsideFolder extends DomainError {
  constructor(field: string, folder: string) {
    const message = folder
      ? `The nightly import reads only files inside ${folder} (IMPORT_NIGHTLY_DIR).`
      : 'No folder is configured for the nightly import (IMPORT_NIGHTLY_DIR): ask the operators to set one.';
    super(IMPORT_ERRORS.pathOutsideFolder, message, 400, { [field]: message });
  }
}
