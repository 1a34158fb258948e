/** The schools read model, for modules that place a member by their school (the insights' reach). */
export { SCHOOLS, schoolsProjection, type SchoolDoc } from '../projections/schools.projection';
