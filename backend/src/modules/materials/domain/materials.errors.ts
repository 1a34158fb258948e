import { DomainError } from '../../../shared/domain-error';

export const materialGroupNotFound = () => new DomainError('MATERIAL_GROUP_NOT_FOUND', 'not_found');
export const materialNotFound = () => new DomainError('MATERIAL_NOT_FOUND', 'not_found');
/** Not in SPEC: a group is deleted only once empty, so no material goes with it unseen. */
export const groupNotEmpty = () => new DomainError('MATERIAL_GROUP_NOT_EMPTY', 'conflict');
