/**
 * The SDK's HTTP plumbing: transport, retries, encoding and decoding, validation. Not part of the
 * API and not exported by the module; types are public here only where another package of the SDK
 * must call them.
 */
@NullMarked
package com.workspacecommerce.sdk.internal;

import org.jspecify.annotations.NullMarked;
