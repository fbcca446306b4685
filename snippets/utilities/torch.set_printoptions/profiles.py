import torch
from torch._tensor_str import get_printoptions  # private helper, used here only to show the values

print("| profile | precision | threshold | edgeitems | linewidth | sci_mode |")
print("|---|---|---|---|---|---|")
for profile in ("default", "short", "full"):
    torch.set_printoptions(profile=profile)
    o = get_printoptions()
    print(f"| `{profile}` | {o['precision']} | {o['threshold']} | {o['edgeitems']} | {o['linewidth']} | {o['sci_mode']} |")
torch.set_printoptions(profile="default")
