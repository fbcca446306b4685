import torch
from torch.utils import mkldnn as mkldnn_utils

conv = torch.nn.Conv2d(3, 4, 3).eval()
fast = mkldnn_utils.to_mkldnn(conv)               # weights converted once, ahead of time
x = torch.randn(1, 3, 8, 8)
with torch.no_grad():
    ref = conv(x)
    out = fast(x.to_mkldnn()).to_dense()
print("converted module:", type(fast).__name__)
print("same result as the dense module:", torch.allclose(out, ref, atol=1e-5))
