import { Query } from '@nestjs/cqrs';
import type { SubsidiaryView } from '../../subsidiary-view';

/** Every subsidiary by name (GET subsidiaries, and the back-office table's rows). */
export class ListSubsidiariesQuery extends Query<SubsidiaryView[]> {}
