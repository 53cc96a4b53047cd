import { describe, expect, it } from 'vitest';
import { createMapboxGeoService, GeoServiceError } from './mapbox.ts';

interface Call {
  url: URL;
}

function fakeFetch(body: unknown, status = 200) {
  const calls: Call[] = [];
  const impl: typeof fetch = (input) => {
    calls.push({ url: new URL(input instanceof Request ? input.url : input.toString()) });
    return Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
  };
  return { calls, fetch: impl };
}

const addressFeature = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [24.94, 60.17] },
  properties: {
    feature_type: 'address',
    name: 'Mannerheimintie 1',
    full_address: 'Mannerheimintie 1, 00100 Helsinki, Finland',
    place_formatted: '00100 Helsinki, Finland',
    context: {
      address: { name: 'Mannerheimintie 1', address_number: '1', street_name: 'Mannerheimintie' },
      street: { name: 'Mannerheimintie' },
      postcode: { name: '00100' },
      place: { name: 'Helsinki' },
      country: { name: 'Finland', country_code: 'fi' },
    },
  },
};
const swedishFeature = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [20.26, 63.83] },
  properties: {
    feature_type: 'address',
    name: 'Storgatan 1',
    full_address: 'Storgatan 1, 903 26 Umeå, Sweden',
    context: {
      address: { name: 'Storgatan 1' },
      postcode: { name: '903 26' },
      place: { name: 'Umeå' },
      country: { name: 'Sweden', country_code: 'se' },
    },
  },
};

describe('Mapbox geo service', () => {
  it('asks geocoding v6 with the token, countries, language and limit, and maps the answer', async () => {
    const f = fakeFetch({ type: 'FeatureCollection', features: [addressFeature, swedishFeature] });
    const geo = createMapboxGeoService({ accessToken: 'pk.test', fetch: f.fetch });
    const hits = await geo.suggest('Mannerheimintie 1', { countries: ['FI'] });

    const url = f.calls[0]?.url;
    expect(`${url?.origin}${url?.pathname}`).toBe('https://api.mapbox.com/search/geocode/v6/forward');
    expect(url?.searchParams.get('q')).toBe('Mannerheimintie 1');
    expect(url?.searchParams.get('country')).toBe('fi');
    expect(url?.searchParams.get('access_token')).toBe('pk.test');
    expect(url?.searchParams.get('language')).toBe('fi');
    expect(url?.searchParams.get('limit')).toBe('5');
    // The Swedish answer is dropped when only Finland is allowed.
    expect(hits).toEqual([
      {
        placeName: 'Mannerheimintie 1',
        streetAddress: 'Mannerheimintie 1',
        postalCode: '00100',
        city: 'Helsinki',
        country: 'FI',
        coordinates: [24.94, 60.17],
        fullAddress: 'Mannerheimintie 1, 00100 Helsinki, Finland',
      },
    ]);
  });

  it("asks in the UI's language and keeps the postal code from the answer's context", async () => {
    const english = fakeFetch({ features: [addressFeature] });
    const [hit] = await createMapboxGeoService({ accessToken: 'pk.test', fetch: english.fetch }).suggest(
      'Mannerheimintie 1',
      { countries: ['FI'], language: 'en' },
    );
    expect(english.calls[0]?.url.searchParams.get('language')).toBe('en');
    expect(hit?.postalCode).toBe('00100');

    const finnishFeature = {
      ...addressFeature,
      properties: {
        ...addressFeature.properties,
        full_address: 'Mannerheimintie 1, 00100 Helsinki, Suomi',
        context: { ...addressFeature.properties.context, country: { name: 'Suomi', country_code: 'fi' } },
      },
    };
    const finnish = fakeFetch({ features: [finnishFeature] });
    const [fiHit] = await createMapboxGeoService({
      accessToken: 'pk.test',
      fetch: finnish.fetch,
      language: 'en',
    }).suggest('Mannerheimintie 1', { countries: ['FI'], language: 'fi' });
    expect(finnish.calls[0]?.url.searchParams.get('language')).toBe('fi');
    expect(fiHit).toMatchObject({ postalCode: '00100', fullAddress: 'Mannerheimintie 1, 00100 Helsinki, Suomi' });
  });

  it('asks for Finland and Sweden when both are allowed', async () => {
    const f = fakeFetch({ features: [swedishFeature] });
    const geo = createMapboxGeoService({ accessToken: 'pk.test', fetch: f.fetch });
    const hits = await geo.suggest('Storgatan 1, Umeå', { countries: ['FI', 'SE'] });
    expect(f.calls[0]?.url.searchParams.get('country')).toBe('fi,se');
    expect(hits[0]).toMatchObject({ city: 'Umeå', postalCode: '903 26', country: 'SE' });
  });

  it('asks directions for driving through the waypoints and maps metres to km', async () => {
    const f = fakeFetch({
      code: 'Ok',
      routes: [
        {
          distance: 178_400,
          duration: 7_500,
          geometry: {
            type: 'LineString',
            coordinates: [
              [24.94, 60.17],
              [24.5, 60.9],
              [23.76, 61.5],
            ],
          },
        },
      ],
    });
    const geo = createMapboxGeoService({ accessToken: 'pk.test', fetch: f.fetch });
    const route = await geo.route(
      [
        [24.94, 60.17],
        [23.76, 61.5],
      ],
      [[24.5, 60.9]],
    );
    const url = f.calls[0]?.url;
    expect(url?.pathname).toBe('/directions/v5/mapbox/driving/24.94,60.17;24.5,60.9;23.76,61.5');
    expect(url?.searchParams.get('geometries')).toBe('geojson');
    expect(url?.searchParams.get('access_token')).toBe('pk.test');
    expect(route).toEqual({
      distanceKm: 178.4,
      durationSeconds: 7500,
      geometry: [
        [24.94, 60.17],
        [24.5, 60.9],
        [23.76, 61.5],
      ],
      estimated: false,
    });
  });

  it('asks the matrix with sources and destinations and maps the durations', async () => {
    const f = fakeFetch({ code: 'Ok', durations: [[7500, null]], distances: [[178_400, null]] });
    const geo = createMapboxGeoService({ accessToken: 'pk.test', fetch: f.fetch });
    const matrix = await geo.travelTimes(
      [[24.94, 60.17]],
      [
        [23.76, 61.5],
        [20.26, 63.83],
      ],
    );
    const url = f.calls[0]?.url;
    expect(url?.pathname).toBe('/directions-matrix/v1/mapbox/driving/24.94,60.17;23.76,61.5;20.26,63.83');
    expect(url?.searchParams.get('sources')).toBe('0');
    expect(url?.searchParams.get('destinations')).toBe('1;2');
    expect(url?.searchParams.get('annotations')).toBe('duration,distance');
    expect(matrix).toEqual({ durationsSeconds: [[7500, null]], distancesKm: [[178.4, null]], estimated: false });
  });

  it('fails with the HTTP status when Mapbox refuses', async () => {
    const f = fakeFetch({ message: 'Not Authorized - Invalid Token' }, 401);
    const geo = createMapboxGeoService({ accessToken: 'pk.bad', fetch: f.fetch });
    await expect(geo.suggest('Tampere', { countries: ['FI'] })).rejects.toMatchObject({
      name: 'GeoServiceError',
      status: 401,
    });
    await expect(geo.suggest('Tampere', { countries: ['FI'] })).rejects.toBeInstanceOf(GeoServiceError);
  });

  it('fails when directions find no route', async () => {
    const f = fakeFetch({ code: 'NoRoute', routes: [] });
    const geo = createMapboxGeoService({ accessToken: 'pk.test', fetch: f.fetch });
    await expect(
      geo.route([
        [24.94, 60.17],
        [20.26, 63.83],
      ]),
    ).rejects.toThrow('NoRoute');
  });
});
