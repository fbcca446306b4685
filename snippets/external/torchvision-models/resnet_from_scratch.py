import torch
from torch import nn

def conv_bn(cin, cout, k, stride=1):
    return nn.Sequential(nn.Conv2d(cin, cout, k, stride, k // 2, bias=False), nn.BatchNorm2d(cout))

class BasicBlock(nn.Module):               # ResNet-18/34
    expansion = 1
    def __init__(self, cin, planes, stride, down):
        super().__init__()
        self.body = nn.Sequential(conv_bn(cin, planes, 3, stride), nn.ReLU(), conv_bn(planes, planes, 3))
        self.down = down
    def forward(self, x):
        return torch.relu(self.body(x) + (x if self.down is None else self.down(x)))

class Bottleneck(nn.Module):               # ResNet-50/101/152
    expansion = 4
    def __init__(self, cin, planes, stride, down):
        super().__init__()
        self.body = nn.Sequential(conv_bn(cin, planes, 1), nn.ReLU(), conv_bn(planes, planes, 3, stride), nn.ReLU(),
                                  conv_bn(planes, planes * 4, 1))
        self.down = down
    def forward(self, x):
        return torch.relu(self.body(x) + (x if self.down is None else self.down(x)))

class ResNet(nn.Module):
    def __init__(self, block, layers, num_classes=1000):
        super().__init__()
        self.stem = nn.Sequential(conv_bn(3, 64, 7, 2), nn.ReLU(), nn.MaxPool2d(3, 2, 1))
        stages, cin = [], 64
        for i, (planes, n) in enumerate(zip([64, 128, 256, 512], layers)):
            stride = 1 if i == 0 else 2
            blocks = []
            for j in range(n):
                s = stride if j == 0 else 1
                cout = planes * block.expansion
                down = conv_bn(cin, cout, 1, s) if (s != 1 or cin != cout) else None
                blocks.append(block(cin, planes, s, down))
                cin = cout
            stages.append(nn.Sequential(*blocks))
        self.stages = nn.ModuleList(stages)
        self.fc = nn.Linear(cin, num_classes)
    def forward(self, x):
        x = self.stem(x)
        print("  stem   :", tuple(x.shape))
        for i, stage in enumerate(self.stages, 1):
            x = stage(x)
            print(f"  layer{i} :", tuple(x.shape))
        return self.fc(torch.flatten(nn.functional.adaptive_avg_pool2d(x, 1), 1))

for name, block, layers in [("resnet18", BasicBlock, [2, 2, 2, 2]), ("resnet50", Bottleneck, [3, 4, 6, 3])]:
    model = ResNet(block, layers).eval()
    print(f"{name}: {sum(p.numel() for p in model.parameters()):,} parameters")
    with torch.no_grad():
        out = model(torch.randn(1, 3, 224, 224))
    print("  logits :", tuple(out.shape))
