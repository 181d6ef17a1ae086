/**
 * Immutable records for the API's resources: {@link com.workspacecommerce.sdk.models.Order}, {@link
 * com.workspacecommerce.sdk.models.Product}, {@link com.workspacecommerce.sdk.models.Customer} and
 * their nested parts.
 *
 * <p>Conventions: accessors are camelCase for the spec's snake_case fields; a field the spec marks
 * optional is null when absent; lists are never null; open objects the spec does not define are
 * unmodifiable {@code Map<String, Object>}; fields unknown to this SDK version are kept in {@code
 * additionalProperties()}; integers are {@code Long}; timestamps are {@code OffsetDateTime}.
 */
@NullMarked
package com.workspacecommerce.sdk.models;

import org.jspecify.annotations.NullMarked;
