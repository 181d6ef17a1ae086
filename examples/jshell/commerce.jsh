// JShell entry for the Commerce SDK: defines `client` (the sandbox, or the API named by
// COMMERCE_BASE_URL and COMMERCE_API_KEY) and prints what to try. Opened by examples/jshell/jshell.sh.
import com.workspacecommerce.sdk.*
import com.workspacecommerce.sdk.models.*
import com.workspacecommerce.sdk.params.*
import com.workspacecommerce.sdk.errors.*
import com.workspacecommerce.examples.ExampleSession

ExampleSession session = ExampleSession.open(System.out);
CommerceClient client = session.client();

System.out.println("`client` is ready. Try:");
System.out.println("  client.products().list().total()");
System.out.println("  client.products().list(ProductListParams.builder().limit(5).sortBy(\"name\").sortOrder(SortOrder.ASC).build()).items()");
System.out.println("  client.customers().create(CustomerCreateParams.builder().firstname(\"Ada\").build())");
System.out.println("  client.products().list().autoPager().stream().count()");
System.out.println("Type /exit to leave.");
