///usr/bin/env jbang "$0" "$@" ; exit $?
//JAVA 17+
//DEPS com.workspacecommerce:commerce-sdk:0.1.0-SNAPSHOT
//DESCRIPTION Creates a customer and prints its id.
//DESCRIPTION Usage: create-customer FIRSTNAME [LASTNAME] [--email ADDRESS] [--phone NUMBER] [--note TEXT]
//DESCRIPTION Needs COMMERCE_BASE_URL and COMMERCE_API_KEY.

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.errors.AuthenticationException;
import com.workspacecommerce.sdk.errors.CommerceConnectionException;
import com.workspacecommerce.sdk.errors.CommerceException;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import java.util.ArrayList;
import java.util.List;

/**
 * Creates a customer from the command line. Creating is not idempotent: the SDK does not retry it
 * after a failure that may have reached the server, so a run that fails may still have created it.
 */
class CreateCustomer {
  static final String USAGE =
      "usage: create-customer FIRSTNAME [LASTNAME]"
          + " [--email ADDRESS] [--phone NUMBER] [--note TEXT]";

  public static void main(String[] args) {
    CustomerCreateParams params = null;
    try {
      params = parse(args);
    } catch (IllegalArgumentException e) {
      // The SDK's own checks (a blank first name, say) name the field and the rule.
      exit(2, e.getMessage() + "\n" + USAGE);
    }
    try (CommerceClient client = CommerceClient.builder().fromEnv().build()) {
      Customer c = client.customers().create(params);
      System.out.printf(
          "Created customer %s%s (id %s)%n",
          c.firstname(),
          c.lastname() == null || c.lastname().isEmpty() ? "" : " " + c.lastname(),
          c.id());
    } catch (IllegalStateException | IllegalArgumentException e) {
      exit(2, e.getMessage());
    } catch (AuthenticationException e) {
      exit(1, e.getMessage() + "\n  check COMMERCE_API_KEY");
    } catch (CommerceConnectionException e) {
      exit(1, e.getMessage() + "\n  check COMMERCE_BASE_URL and that the server is up");
    } catch (CommerceException e) {
      // A 400 or 422 carries the server's reason in the message.
      exit(1, e.getMessage());
    }
  }

  static CustomerCreateParams parse(String[] args) {
    List<String> names = new ArrayList<>();
    CustomerCreateParams.Builder b = CustomerCreateParams.builder();
    for (int i = 0; i < args.length; i++) {
      String arg = args[i];
      if (!arg.startsWith("--")) {
        names.add(arg);
        continue;
      }
      if (i + 1 == args.length) {
        throw new IllegalArgumentException(arg + " needs a value");
      }
      String value = args[++i];
      switch (arg) {
        case "--email" -> b.email(value);
        case "--phone" -> b.phone(value);
        case "--note" -> b.note(value);
        default -> throw new IllegalArgumentException("unknown option " + arg);
      }
    }
    if (names.isEmpty() || names.size() > 2) {
      throw new IllegalArgumentException("give a first name and at most a last name");
    }
    b.firstname(names.get(0));
    if (names.size() == 2) {
      b.lastname(names.get(1));
    }
    return b.build();
  }

  static void exit(int status, String message) {
    System.err.println("create-customer: " + message);
    System.exit(status);
  }
}
