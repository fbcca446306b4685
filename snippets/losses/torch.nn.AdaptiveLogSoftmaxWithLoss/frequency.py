import torch.nn as nn

asm = nn.AdaptiveLogSoftmaxWithLoss(in_features=64, n_classes=1000, cutoffs=[10, 100], div_value=4.0)
print("class ids 0-9:   scored by the head from all", asm.head.in_features, "features")
for i, cluster in enumerate(asm.tail):
    proj, out = cluster[0], cluster[1]
    lo = asm.cutoffs[i]
    hi = asm.cutoffs[i + 1]
    print(f"class ids {lo}-{hi - 1}: projected to {proj.out_features} features first ({out.out_features} classes)")
print("parameters:", sum(p.numel() for p in asm.parameters()), " vs a full Linear(64, 1000):", 64 * 1000)
