import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { selectableRoles } from '@siirto/domain';
import { SelectField } from '../../../components/choice-fields';
import { useI18n } from '../../../i18n/intl';
import { useSession } from '../../../lib/session';
import { useEnums } from '../../../lib/queries/get-enums';
import { everyBusinessLocationQuery } from '../../../lib/queries/get-every-business-location';

/**
 * A company user's role and business location, shared by the invite and edit modals (spec 1 §4, §6): the role
 * select hides role 5 from non-admins, and the location select shows only for the roles that need a location
 * (`needsLocation`: the invitation asks for one unless the role is 5, an edited user only for role 2). The form
 * holds them as `role` and `business_location`.
 */
export function CompanyUserRoleFields<T extends FieldValues>({
  control,
  roleError,
  locationError,
  needsLocation,
}: {
  control: Control<T>;
  roleError: string | undefined;
  locationError: string | undefined;
  needsLocation: (role: number) => boolean;
}) {
  const { t } = useI18n();
  const { user } = useSession();
  const enums = useEnums();
  const locations = useQuery(everyBusinessLocationQuery);
  const roleName = 'role' as FieldPath<T>;
  const role = Number(useWatch({ control, name: roleName }));
  const roles = selectableRoles(enums.data?.['companies.company_user.role'] ?? [], user);
  return (
    <>
      <SelectField
        label={t('company.users.roleHeader')}
        placeholder={t('common.choose')}
        options={roles.map((option) => ({ value: option.value, label: option.label }))}
        error={roleError}
        control={control}
        name={roleName}
      />
      {needsLocation(role) ? (
        <SelectField
          label={t('company.users.location')}
          placeholder={t('common.choose')}
          options={(locations.data ?? []).map((location) => ({ value: location.id, label: location.name }))}
          error={locationError}
          control={control}
          name={'business_location' as FieldPath<T>}
        />
      ) : null}
    </>
  );
}
