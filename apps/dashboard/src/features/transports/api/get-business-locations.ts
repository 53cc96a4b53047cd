// every location, for the list's cost-centre and place filters (spec 2 §7): the company's shared query
export { everyBusinessLocationQuery as filterLocationsQuery } from '../../../lib/queries/get-every-business-location';
