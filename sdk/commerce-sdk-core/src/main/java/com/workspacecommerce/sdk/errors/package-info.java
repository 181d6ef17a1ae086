/**
 * The exceptions a call can throw, all unchecked, under {@link
 * com.workspacecommerce.sdk.errors.CommerceException}: {@link
 * com.workspacecommerce.sdk.errors.CommerceApiException} and its per-status subclasses for non-2xx
 * responses, {@link com.workspacecommerce.sdk.errors.CommerceConnectionException} (and {@link
 * com.workspacecommerce.sdk.errors.CommerceTimeoutException}, {@link
 * com.workspacecommerce.sdk.errors.ProxyAuthenticationException}) for network failures, and {@link
 * com.workspacecommerce.sdk.errors.CommerceDecodingException} for a 2xx body that is not the
 * expected JSON.
 */
@NullMarked
package com.workspacecommerce.sdk.errors;

import org.jspecify.annotations.NullMarked;
