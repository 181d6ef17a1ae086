/**
 * The test kit for code that uses the SDK: {@link
 * com.workspacecommerce.sdk.testing.CommerceSandbox}, an in-process test double of the API on the
 * JDK's HTTP server (its request handling does not use the SDK, so it checks the SDK from the
 * outside), with seeding, {@link com.workspacecommerce.sdk.testing.Fault fault injection} and a
 * {@link com.workspacecommerce.sdk.testing.RequestJournal request journal} (whose JSON bodies are
 * {@link com.workspacecommerce.sdk.testing.JsonValue}s, readable without a JSON library); {@link
 * com.workspacecommerce.sdk.testing.CommerceSandboxExtension} for JUnit 5; and {@link
 * com.workspacecommerce.sdk.testing.Fixtures} for unit tests without a server.
 */
@NullMarked
package com.workspacecommerce.sdk.testing;

import org.jspecify.annotations.NullMarked;
