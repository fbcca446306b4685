import torch
import torch.nn.functional as F

x = torch.randn(1, 3, 4)                    # (N, C, L)
print("training=False (default) returns the input itself:", F.feature_alpha_dropout(x, 0.5) is x)
y = F.feature_alpha_dropout(x, 0.5, training=True)
print("training=True, y[0, :, :2]:\n", y[0, :, :2])
print("channels constant over L:", (y.amax(-1) == y.amin(-1))[0])
