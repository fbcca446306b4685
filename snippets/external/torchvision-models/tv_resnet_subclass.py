# requires: torchvision
import torch
from torch import nn
from torchvision.models.resnet import Bottleneck, ResNet

class TwoStageResNet50(ResNet):
    """ResNet-50 cut into two halves; on two GPUs each half would get its own .to('cuda:i')."""
    def __init__(self, num_classes=10):
        super().__init__(Bottleneck, [3, 4, 6, 3], num_classes=num_classes)
        self.seq1 = nn.Sequential(self.conv1, self.bn1, self.relu, self.maxpool, self.layer1, self.layer2)
        self.seq2 = nn.Sequential(self.layer3, self.layer4, self.avgpool)

    def forward(self, x):
        h = self.seq1(x)
        print("between the halves:", tuple(h.shape))
        return self.fc(torch.flatten(self.seq2(h), 1))

model = TwoStageResNet50().eval()
with torch.no_grad():
    print("output:", tuple(model(torch.randn(2, 3, 64, 64)).shape))
print("layer1[0] is a Bottleneck:", isinstance(model.layer1[0], Bottleneck), " expansion:", Bottleneck.expansion)
