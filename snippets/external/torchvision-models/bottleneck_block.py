import torch
from torch import nn

class Bottleneck(nn.Module):
    """1x1 reduce -> 3x3 (carries the stride) -> 1x1 expand (x4), plus the shortcut."""
    expansion = 4

    def __init__(self, inplanes, planes, stride=1, downsample=None):
        super().__init__()
        self.conv1 = nn.Conv2d(inplanes, planes, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(planes)
        self.conv2 = nn.Conv2d(planes, planes, 3, stride=stride, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(planes)
        self.conv3 = nn.Conv2d(planes, planes * self.expansion, 1, bias=False)
        self.bn3 = nn.BatchNorm2d(planes * self.expansion)
        self.relu = nn.ReLU(inplace=True)
        self.downsample = downsample

    def forward(self, x):
        identity = x if self.downsample is None else self.downsample(x)
        out = self.relu(self.bn1(self.conv1(x)))
        print("  after 1x1 reduce:", tuple(out.shape))
        out = self.relu(self.bn2(self.conv2(out)))
        print("  after 3x3       :", tuple(out.shape))
        out = self.bn3(self.conv3(out))
        print("  after 1x1 expand:", tuple(out.shape), " shortcut:", tuple(identity.shape))
        return self.relu(out + identity)

# first block of ResNet-50's layer2: 256 -> 512 channels, spatial size halved
down = nn.Sequential(nn.Conv2d(256, 512, 1, stride=2, bias=False), nn.BatchNorm2d(512))
block = Bottleneck(256, 128, stride=2, downsample=down).eval()
x = torch.randn(1, 256, 56, 56)
print("input:", tuple(x.shape))
with torch.no_grad():
    y = block(x)
print("output:", tuple(y.shape))
print("parameters:", sum(p.numel() for p in block.parameters()))
