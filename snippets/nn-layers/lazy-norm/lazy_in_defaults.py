import torch
import torch.nn as nn

lazy = nn.LazyInstanceNorm1d()
lazy(torch.randn(2, 4, 6))
plain = nn.InstanceNorm1d(4)
for name, m in [("LazyInstanceNorm1d()", lazy), ("InstanceNorm1d(4)  ", plain)]:
    print(name, "affine:", m.affine, "track_running_stats:", m.track_running_stats,
          "| params:", [n for n, _ in m.named_parameters()], "| buffers:", [n for n, _ in m.named_buffers()])
x = torch.randn(2, 4, 6) * 3
lazy.eval(); plain.eval()
print("eval outputs equal:", torch.allclose(lazy(x), plain(x), atol=1e-5))
